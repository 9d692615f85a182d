// Async boundary: shared singletons are negotiated before any of them is used. Asked for in a task of its
// own (a message, not a timer: timers are slowed down in background tabs): the federation runtime
// initialises as this file runs, and on a phone the two together made one long task while the visitor
// reads the pre-rendered page.
const channel = new MessageChannel();
channel.port1.onmessage = () => void import('./bootstrap');
channel.port2.postMessage(null);
