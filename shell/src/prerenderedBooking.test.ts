import type * as Shared from '@wellness/shared';
import { PRESSED_PATH_ATTRIBUTE, pressOnCopy } from '@wellness/shared/prerender';
import type * as PrerenderedBooking from './prerenderedBooking';

type Module = typeof PrerenderedBooking & { store: typeof Shared.store };

const COPY = '<div id="prerendered"><button type="button" data-opens-booking>BOOK NOW!</button></div>';
const DIALOG = '<template id="prerendered-booking"><div role="dialog"><form><input name="name"></form></div></template>';

/** A fresh copy of the module (its state is the page's) and of the store it opens the dialog through. */
async function load(): Promise<Module> {
  let module!: Module;
  await jest.isolateModulesAsync(async () => {
    module = { ...(await import('./prerenderedBooking')), store: (await import('@wellness/shared')).store };
  });
  return module;
}

function pressBookNowOnCopy() {
  const copy = document.getElementById('prerendered')!;
  const button = copy.querySelector('button')!;
  button.addEventListener('click', (event) => pressOnCopy(copy, event), { once: true });
  button.click();
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

beforeEach(() => {
  document.body.innerHTML = COPY + DIALOG;
});

describe('Book Now pressed on the pre-rendered page before the live site started', () => {
  it('opens the live booking dialog through the store, and the live page will not press Book Now again', async () => {
    const { followPrerenderedBooking, store } = await load();
    pressBookNowOnCopy();
    expect(document.getElementById('prerendered')!.hasAttribute(PRESSED_PATH_ATTRIBUTE)).toBe(true);
    followPrerenderedBooking();
    expect(store.getState().ui.bookingOpen).toBe(true);
    expect(document.getElementById('prerendered')!.hasAttribute(PRESSED_PATH_ATTRIBUTE)).toBe(false);
  });

  it("holds the public page's live code back until the booking dialog has settled and the browser is idle", async () => {
    jest.useFakeTimers();
    try {
      const { bookingSettled, followPrerenderedBooking, publicMayStart } = await load();
      pressBookNowOnCopy();
      followPrerenderedBooking();
      expect(await settled(publicMayStart())).toBe(false);
      bookingSettled();
      expect(await settled(publicMayStart())).toBe(false);
      jest.runOnlyPendingTimers();
      expect(await settled(publicMayStart())).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('without a press on the copy', () => {
  it("lets the public page's live code load at once", async () => {
    const { followPrerenderedBooking, publicMayStart, store } = await load();
    followPrerenderedBooking();
    expect(await settled(publicMayStart())).toBe(true);
    expect(store.getState().ui.bookingOpen).toBe(false);
  });

  it('a later press on the copy opens the live dialog at once', async () => {
    const { followPrerenderedBooking, store } = await load();
    followPrerenderedBooking();
    pressBookNowOnCopy();
    expect(store.getState().ui.bookingOpen).toBe(true);
    expect(document.getElementById('prerendered')!.hasAttribute(PRESSED_PATH_ATTRIBUTE)).toBe(false);
  });
});
