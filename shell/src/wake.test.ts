import { announcePublicPart } from '@wellness/shared';
import { PRERENDERED_DIALOG_CLOSED_EVENT, takePrerenderedDialogDraft, WAKE_AFTER_LOAD_MS } from '@wellness/shared/prerender';
import { adoptPrerenderedPage, revealLivePage } from './prerendered';
import { wake } from './wake';

const PAGE =
  '<header><nav><a href="/about-us">About Us</a><button type="button">Book Now</button>' +
  '<button type="button" aria-label="Open menu" aria-expanded="false" aria-controls="public-menu">≡</button><div id="public-menu"><a href="/benefits">Benefits</a></div></nav></header>' +
  '<main><h1>Home</h1><button type="button" data-opens-booking>BOOK NOW!</button></main>';
const DIALOG =
  '<template id="prerendered-booking"><div data-part="backdrop"></div><div data-part="positioner"><div role="dialog" aria-labelledby="t"><h2 id="t">Book Now</h2>' +
  '<form><label for="n">Name</label><input id="n" name="name"><label for="c">Contact</label><input id="c" name="contact">' +
  '<div role="radiogroup"><label data-state="unchecked"><input type="radio" name="gender" value="Female"><span data-state="unchecked">Female</span></label>' +
  '<label data-state="unchecked"><input type="radio" name="gender" value="Male"><span data-state="unchecked">Male</span></label></div>' +
  '<label data-state="unchecked"><input type="checkbox" name="consent" value="on"><div data-state="unchecked"><svg data-state="unchecked"></svg></div><span data-state="unchecked">I agree</span></label>' +
  '<button type="submit">Submit</button></form>' +
  '<button type="button" aria-label="Close">x</button></div></div></template>';

function setUp(withCopy = true) {
  document.head.innerHTML = '<script src="/wake.js" data-main="/main.js"></script>';
  document.body.innerHTML = `${withCopy ? `<div id="prerendered">${PAGE}</div>` : ''}<div id="root"></div>${DIALOG}`;
  wake(document.head.querySelector('script'));
}

const mainScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === '/main.js');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  revealLivePage();
  jest.useRealTimers();
});

describe('wake.js on a pre-rendered page', () => {
  it('starts the live site at once on a page without a pre-rendered copy', () => {
    setUp(false);
    expect(mainScripts()).toHaveLength(1);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])(
    'loads nothing more until the visitor shows intent (%s), then main.js exactly once',
    (type) => {
      setUp();
      expect(mainScripts()).toHaveLength(0);
      document.querySelector('h1')!.dispatchEvent(new Event(type, { bubbles: type !== 'scroll' }));
      expect(mainScripts()).toHaveLength(1);
    },
  );

  it(`starts by itself ${WAKE_AFTER_LOAD_MS} ms after the page has loaded, for a visitor who only looks`, () => {
    setUp();
    jest.advanceTimersByTime(WAKE_AFTER_LOAD_MS - 1);
    expect(mainScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(mainScripts()).toHaveLength(1);
  });

  it('a button pressed before the live site is there is pressed again on the live page; a link stays a link', () => {
    setUp();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#prerendered a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#prerendered button')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(mainScripts()).toHaveLength(1);
    // main.js runs: the shell adopts the copy and renders the live page.
    const root = document.getElementById('root')!;
    adoptPrerenderedPage(root);
    root.innerHTML = PAGE;
    const pressed = jest.fn();
    root.querySelector('button')!.addEventListener('click', pressed);
    announcePublicPart('header');
    announcePublicPart('footer');
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('the phone menu opens and closes on the copy at once, and stays open on the live page', () => {
    setUp();
    const menu = () => document.querySelector<HTMLElement>('#prerendered [aria-controls="public-menu"]')!;
    menu().click();
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(menu().getAttribute('aria-label')).toBe('Close menu');
    expect(document.querySelector<HTMLElement>('#prerendered #public-menu')!.style.display).toBe('flex');
    menu().click();
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector<HTMLElement>('#prerendered #public-menu')!.style.display).toBe('');
    menu().click();
    const root = document.getElementById('root')!;
    adoptPrerenderedPage(root);
    root.innerHTML = PAGE.replace(/ id="public-menu"/, ' id="live-menu"');
    const live = root.querySelector<HTMLElement>('[aria-controls="public-menu"]')!;
    live.addEventListener('click', () => live.setAttribute('aria-expanded', 'true'));
    announcePublicPart('header');
    announcePublicPart('footer');
    expect(live.getAttribute('aria-expanded')).toBe('true');
  });

  it('Book Now shows the copy of its dialog at once; what is typed there is handed to the live form', () => {
    setUp();
    document.querySelector<HTMLElement>('#prerendered [data-opens-booking]')!.click();
    const dialog = document.querySelector('[data-prerendered-dialog] [role="dialog"]');
    expect(dialog).not.toBeNull();
    const name = document.querySelector<HTMLInputElement>('[data-prerendered-dialog] input[name="name"]')!;
    expect(document.activeElement).toBe(name);
    name.value = 'Asha';
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-prerendered-dialog] button[type="submit"]')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(mainScripts()).toHaveLength(1);
    const female = document.querySelector<HTMLElement>('[data-prerendered-dialog] input[value="Female"]')!;
    female.closest('label')!.click();
    expect(female.closest('label')!.getAttribute('data-state')).toBe('checked');
    expect(female.closest('label')!.querySelector('span')!.getAttribute('data-state')).toBe('checked');
    // A box ticked there looks ticked, and goes to the live form; unticked, it looks unticked and is left out.
    const consent = document.querySelector<HTMLInputElement>('[data-prerendered-dialog] input[name="consent"]')!;
    consent.closest('label')!.click();
    consent.closest('label')!.click();
    expect(consent.checked).toBe(false);
    expect(consent.closest('label')!.getAttribute('data-state')).toBe('unchecked');
    expect(consent.closest('label')!.querySelector('svg polyline')).toBeNull();
    consent.closest('label')!.click();
    expect(consent.checked).toBe(true);
    expect(consent.closest('label')!.getAttribute('data-state')).toBe('checked');
    expect(consent.closest('label')!.querySelector('svg')!.getAttribute('data-state')).toBe('checked');
    expect(consent.closest('label')!.querySelector('svg polyline')).not.toBeNull();
    name.focus();
    // Submit (the last press) is pressed again on the live form: its path within the form.
    expect(takePrerenderedDialogDraft()).toEqual({ values: { name: 'Asha', gender: 'Female', consent: 'on' }, focus: 'name', pressed: [6] });
    expect(document.querySelector('[data-prerendered-dialog]')).toBeNull();
  });

  it('closing the copy of the dialog forgets the press, tells the live site and gives the focus back', () => {
    setUp();
    const closed = jest.fn();
    window.addEventListener(PRERENDERED_DIALOG_CLOSED_EVENT, closed);
    const bookNow = document.querySelector<HTMLElement>('#prerendered [data-opens-booking]')!;
    bookNow.focus();
    bookNow.click();
    document.querySelector<HTMLElement>('[data-prerendered-dialog] [aria-label="Close"]')!.click();
    window.removeEventListener(PRERENDERED_DIALOG_CLOSED_EVENT, closed);
    // The focus goes back to the Book Now that opened it.
    expect(document.activeElement).toBe(bookNow);
    expect(document.querySelector('[data-prerendered-dialog]')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.getElementById('prerendered')!.hasAttribute('data-pressed-path')).toBe(false);
  });
});
