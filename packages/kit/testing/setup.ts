/** Jest setup for every web project: DOM matchers and the browser APIs jsdom leaves out. */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
