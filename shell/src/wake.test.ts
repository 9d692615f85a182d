import { announcePublicPart } from '@wellness/shared';
import { WAKE_AFTER_LOAD_MS } from '@wellness/shared/prerender';
import { adoptPrerenderedPage, revealLivePage } from './prerendered';
import { wake } from './wake';

const PAGE = '<header><nav><a href="/about-us">About Us</a><button type="button">Book Now</button></nav></header><main><h1>Home</h1></main>';

function setUp(withCopy = true) {
  document.head.innerHTML = '<script src="/wake.js" data-main="/main.js"></script>';
  document.body.innerHTML = `${withCopy ? `<div id="prerendered">${PAGE}</div>` : ''}<div id="root"></div>`;
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
});
