require('@testing-library/jest-dom');
// Chakra UI reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!global.structuredClone) global.structuredClone = (v) => JSON.parse(JSON.stringify(v));
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!window.ResizeObserver) window.ResizeObserver = NoopObserver;
if (!window.IntersectionObserver) window.IntersectionObserver = NoopObserver;
if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) window.scrollTo = () => {};
// jsdom has no PointerEvent, which Chakra's press handling (a checkbox on blur, a menu button) and the
// carousel's swipe make: a MouseEvent, so clientX and the rest carry over, that keeps pointerType.
if (!window.PointerEvent) {
  window.PointerEvent = class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  };
}
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
// Unit tests have no server: a request no test answered fails at once as an unreachable server's would
// (axios's network error), without jsdom opening a socket to 127.0.0.1:80 and logging its refusal.
window.XMLHttpRequest.prototype.send = function send() {
  setTimeout(() => {
    this.dispatchEvent(new window.ProgressEvent('error'));
    this.dispatchEvent(new window.ProgressEvent('loadend'));
  }, 0);
};
// findBy… and waitFor give up after 1 s by default. Under CI's load (several packages' jest at once on two
// cores) a form's first asynchronous check can take longer without anything being wrong; time is not
// what these tests check, so they wait as long as a patient user would.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
