/** Jest setup for every web project: a fixed clock, DOM matchers and the browser APIs jsdom leaves out. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*, waitFor: how long to wait for what must appear, not a measure of speed (they return as
// soon as it is there). Testing Library's 1 s default failed tests on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// Every test starts at one fixed instant (./clock.js, jest.web.config.js's fakeTimers.now), never at
// the wall clock: "today", "now" and the year are the same at any hour on any day. Only `Date` (and
// Intl's "now") is replaced; it runs on with real time from that instant, so the timers stay real and
// Testing Library's waiting, user-event, React and RTK Query work as usual. A test that needs time
// to pass steps it (jest.setSystemTime) or installs fake timers of its own (jest.useFakeTimers(),
// which starts at the same instant); after its jest.useRealTimers() the next test starts here again.
const REAL_TIMERS = [
  'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask',
  'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance',
] as const;
const RealDate = Date;
let fixedDate: DateConstructor | undefined;
const startFixedClock = () => {
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], advanceTimers: true });
  // The fake is a class named ClockDate; webpack (the kit's build tests) looks a Date up by its name.
  Object.defineProperty(Date, 'name', { value: 'Date' });
  fixedDate = Date;
};
// Installed now, so a test file's module-level dates are read from the instant as well.
startFixedClock();
beforeEach(() => {
  // Left alone when the test file runs fake timers of its own since before this test.
  if (Date === RealDate || Date === fixedDate) startFixedClock();
});

// react-router needs these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Build tooling tests (the kit's webpack plugins) run in the node environment, without a window.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has window.scrollTo only as a "Not implemented" console error; the shell's scroll
// restoration calls it on every navigation. Scrolling itself is the browser's: Playwright covers it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom has <dialog> without its methods. As the browser does them, in short: showModal/show open
// it, close() shuts it and fires `close`, and Escape fires `cancel` at the open modal dialog and,
// unless that is cancelled, closes it. Focus trap and inert background are the browser's own:
// the Playwright specs cover those.
if (typeof window !== 'undefined' && typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modal = new WeakSet<HTMLDialogElement>();
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.open = true;
    },
    showModal(this: HTMLDialogElement) {
      this.open = true;
      modal.add(this);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.open = false;
      modal.delete(this);
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.dispatchEvent(new Event('close'));
    },
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = [...document.querySelectorAll('dialog')].filter((d) => d.open && modal.has(d)).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
