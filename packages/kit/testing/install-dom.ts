/**
 * A jsdom document as the browser's globals of a node-environment test, for hydrating a server
 * render (server-render.tsx). Node's own globals (timers, fetch, URL, AbortController, console)
 * stay; the DOM's are added, and `restore()` takes them away again.
 */

/** DOM globals a browser has that Node also defines with another meaning. */
const DOM_OVER_NODE = ['Event', 'EventTarget', 'CustomEvent', 'navigator'];

export interface InstalledDom {
  window: Window & typeof globalThis;
  restore(): void;
}

export function installDom(html: string, url: string): InstalledDom {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on use, see server-render.tsx
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const dom = new JSDOM(html, { url, pretendToBeVisual: true });
  const window = dom.window as unknown as Window & typeof globalThis;
  const globals = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const set = (key: string, value: unknown) => {
    if (!saved.has(key)) saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key));
    // Accessors, not values: jest's node environment would "soft delete" every object set on the
    // global at its teardown, and jsdom's Storage proxies recurse when it tries.
    Object.defineProperty(globalThis, key, { get: () => value, set: (next) => set(key, next), configurable: true, enumerable: true });
  };
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globals && !DOM_OVER_NODE.includes(key)) continue;
    set(key, (window as unknown as Record<string, unknown>)[key]);
  }
  set('window', window);
  set('self', window);
  // jsdom has no matchMedia: the light scheme, as the jsdom tests' setup answers.
  const matchMedia = (query: string) => ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false });
  Object.assign(window, { matchMedia });
  set('matchMedia', matchMedia);
  return {
    window,
    restore() {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, key, descriptor);
        else delete globals[key];
      }
      window.close();
    },
  };
}
