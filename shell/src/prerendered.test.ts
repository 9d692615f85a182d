import { waitFor } from '@testing-library/react';
import { announcePublicPart } from '@wellness/shared';
import {
  adoptPrerenderedPage,
  keepPrerenderedPage,
  leavePrerenderedPage,
  PRERENDER_HANDOFF_TIMEOUT_MS,
  prerenderedPageKept,
  publicRemoteLoading,
  revealLivePage,
} from './prerendered';

const PAGE = '<header><nav><a href="/about-us">About Us</a><button type="button">Book Now</button></nav></header><main><h1>Home</h1></main>';

function setUp(withCopy = true) {
  document.body.innerHTML = `${withCopy ? `<div id="prerendered">${PAGE}</div>` : ''}<div id="root"></div>`;
  const root = document.getElementById('root')!;
  adoptPrerenderedPage(root);
  return root;
}

/** The live tree, as React would render it: the same markup. */
function renderLive(root: HTMLElement) {
  root.innerHTML = PAGE;
}

afterEach(() => {
  revealLivePage();
  jest.useRealTimers();
});

describe('adopting a pre-rendered public page', () => {
  it('shows the live tree at once, without replaying presses, when the visitor leaves for a panel', () => {
    const root = setUp();
    const copyButton = document.querySelector<HTMLButtonElement>('#prerendered button')!;
    copyButton.click();
    root.innerHTML = '<main><h1>Massager Panel</h1><button type="button">Log Out</button></main>';
    const logOut = jest.fn();
    root.querySelector('button')!.addEventListener('click', logOut);
    leavePrerenderedPage();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(logOut).not.toHaveBeenCalled();
    // The public page's parts that come later change nothing.
    announcePublicPart('header');
    announcePublicPart('footer');
    expect(root.hidden).toBe(false);
  });

  it('shows a panel left to from a copy kept after the public remote failed', () => {
    const root = setUp();
    keepPrerenderedPage();
    expect(root.hidden).toBe(true);
    leavePrerenderedPage();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(prerenderedPageKept()).toBe(false);
  });

  it('leaves a page without a pre-rendered copy alone', () => {
    const root = setUp(false);
    expect(root.hidden).toBe(false);
  });

  it('keeps the copy on screen and the live tree hidden until both header and footer are live', () => {
    const root = setUp();
    renderLive(root);
    expect(root.hidden).toBe(true);
    announcePublicPart('header');
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);
    announcePublicPart('footer');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it("keeps the copy's global style sheet when the copy goes (the live page uses it rather than insert its own)", () => {
    document.head.innerHTML = '<style data-prerendered>:root { --chakra-colors-red: red }</style><style data-emotion="css">.css-1 { color: red }</style>';
    const root = setUp();
    renderLive(root);
    announcePublicPart('header');
    announcePublicPart('footer');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.querySelectorAll('style[data-prerendered]')).toHaveLength(1);
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(1);
  });

  it('presses again on the live page a button pressed on the copy', () => {
    const root = setUp();
    document.querySelector<HTMLButtonElement>('#prerendered button')!.click();
    renderLive(root);
    const pressed = jest.fn();
    root.querySelector('button')!.addEventListener('click', pressed);
    announcePublicPart('header');
    announcePublicPart('footer');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('presses a button as many times as it was pressed on the copy, each in a task of its own', async () => {
    // jsdom has neither scheduler.yield nor MessageChannel: a timer stands in for the next task.
    Object.assign(globalThis, { scheduler: { yield: () => new Promise((resolve) => setTimeout(resolve, 0)) } });
    const root = setUp();
    const button = document.querySelector<HTMLButtonElement>('#prerendered button')!;
    for (let tap = 0; tap < 3; tap++) button.click();
    renderLive(root);
    const presses: string[] = [];
    root.querySelector('button')!.addEventListener('click', () => presses.push('button'));
    announcePublicPart('header');
    announcePublicPart('footer');
    // The first at once, as a single press is; the others after the page has had a task to render.
    expect(presses).toEqual(['button']);
    await waitFor(() => expect(presses).toEqual(['button', 'button', 'button']));
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('shows the live page at once when a remote fails', () => {
    const root = setUp();
    revealLivePage();
    expect(root.hidden).toBe(false);
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('shows the live page after the time limit when the public remote never answers', () => {
    jest.useFakeTimers();
    const root = setUp();
    // Counted from the start of the public remote's load, which may wait for the booking dialog.
    jest.advanceTimersByTime(PRERENDER_HANDOFF_TIMEOUT_MS);
    expect(root.hidden).toBe(true);
    publicRemoteLoading();
    jest.advanceTimersByTime(PRERENDER_HANDOFF_TIMEOUT_MS - 1);
    expect(root.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(root.hidden).toBe(false);
  });
});

describe('when the public remote cannot load', () => {
  it('the copy stays on screen for good, its links plain links, and no timeout swaps it for an empty page', () => {
    jest.useFakeTimers();
    const root = setUp();
    keepPrerenderedPage();
    expect(prerenderedPageKept()).toBe(true);
    jest.advanceTimersByTime(PRERENDER_HANDOFF_TIMEOUT_MS + 1000);
    revealLivePage();
    announcePublicPart('header');
    announcePublicPart('footer');
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);
    expect(document.querySelector<HTMLAnchorElement>('#prerendered a')!.getAttribute('href')).toBe('/about-us');
  });
});
