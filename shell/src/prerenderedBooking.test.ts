import type * as Shared from '@wellness/shared';
import { closeAuthDialog } from '@wellness/shared';
import { PRESSED_PATH_ATTRIBUTE, pressOnCopy } from '@wellness/shared/prerender';
import type * as PrerenderedBooking from './prerenderedBooking';

type Module = typeof PrerenderedBooking & { store: typeof Shared.store };

const COPY = '<div id="prerendered"><button type="button" data-opens-booking>BOOK NOW!</button><button type="button" data-opens-login>Log In</button></div>';
const DIALOG = '<template id="prerendered-booking"><div role="dialog"><form><input name="name"></form></div></template>';
const ROLES =
  '<template id="prerendered-role"><div role="dialog" aria-label="Select Your Role"><button data-role="admin">Admin</button>' +
  '<button data-role="massager">Massager</button><button aria-label="Close">x</button></div></template>';

/** A fresh copy of the module (its state is the page's) and of the store it opens the dialog through. */
async function load(): Promise<Module> {
  let module!: Module;
  await jest.isolateModulesAsync(async () => {
    module = { ...(await import('./prerenderedBooking')), store: (await import('@wellness/shared')).store };
  });
  return module;
}

function pressOnTheCopy(selector: string) {
  const copy = document.getElementById('prerendered')!;
  const button = copy.querySelector<HTMLElement>(selector)!;
  button.addEventListener('click', (event) => pressOnCopy(copy, event), { once: true });
  button.click();
}
const pressBookNowOnCopy = () => pressOnTheCopy('[data-opens-booking]');
const pressLogInOnCopy = () => pressOnTheCopy('[data-opens-login]');
const roleChoice = () => document.querySelector('[data-prerendered-role]');
const pressInRoleChoice = (selector: string) => roleChoice()!.querySelector<HTMLElement>(selector)!.click();

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

beforeEach(() => {
  document.body.innerHTML = COPY + DIALOG + ROLES;
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

describe('Log In pressed on the pre-rendered page', () => {
  it('shows the role choice at once, and the live site opens its own through the store without pressing Log In again', async () => {
    const { followPrerenderedBooking, store } = await load();
    pressLogInOnCopy();
    expect(roleChoice()).not.toBeNull();
    followPrerenderedBooking();
    expect(store.getState().ui.authDialog).toBe('role');
    expect(document.getElementById('prerendered')!.hasAttribute(PRESSED_PATH_ATTRIBUTE)).toBe(false);
  });

  it('a role pressed on the copy before the live site started opens that role’s login, and the copy shows it is busy', async () => {
    const { followPrerenderedBooking, store } = await load();
    pressLogInOnCopy();
    pressInRoleChoice('[data-role="massager"]');
    expect(roleChoice()!.querySelector('[data-role="massager"]')!.getAttribute('aria-busy')).toBe('true');
    followPrerenderedBooking();
    expect(store.getState().ui).toMatchObject({ authDialog: 'login', loginRole: 'massager' });
  });

  it('a role pressed while the live site loads its dialogs opens that role’s login at once', async () => {
    const { followPrerenderedBooking, store } = await load();
    followPrerenderedBooking();
    pressLogInOnCopy();
    expect(store.getState().ui.authDialog).toBe('role');
    pressInRoleChoice('[data-role="admin"]');
    expect(store.getState().ui).toMatchObject({ authDialog: 'login', loginRole: 'admin' });
  });

  it('closing the copy closes the dialogs and forgets the press on Log In', async () => {
    const { followPrerenderedBooking, store } = await load();
    followPrerenderedBooking();
    pressLogInOnCopy();
    pressInRoleChoice('[aria-label="Close"]');
    expect(roleChoice()).toBeNull();
    expect(store.getState().ui.authDialog).toBe('closed');
    expect(document.getElementById('prerendered')!.hasAttribute(PRESSED_PATH_ATTRIBUTE)).toBe(false);
  });

  it("holds the public page's live code back while the dialogs are open, and lets it load once they close", async () => {
    jest.useFakeTimers();
    try {
      const { bookingSettled, followPrerenderedBooking, publicMayStart, store } = await load();
      pressLogInOnCopy();
      followPrerenderedBooking();
      expect(await settled(publicMayStart())).toBe(false);
      bookingSettled();
      pressInRoleChoice('[data-role="massager"]');
      expect(await settled(publicMayStart())).toBe(false);
      jest.runOnlyPendingTimers();
      // Signing in: the page is left for a panel before the public page's code was ever asked for.
      expect(await settled(publicMayStart())).toBe(false);
      store.dispatch(closeAuthDialog());
      expect(await settled(publicMayStart())).toBe(false);
      jest.runOnlyPendingTimers();
      expect(await settled(publicMayStart())).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
