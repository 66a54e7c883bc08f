/**
 * @jest-environment jsdom
 *
 * The boot loader (lib/boot-after-paint.ts) run in a document: on a server-rendered page it adds the
 * shell's scripts only after the first paint and two frames; on a page without server HTML (an empty
 * #root: the server render is off) there is nothing to paint first, so it adds them at once. The
 * clock is Jest's and never runs on its own: what happens without stepping it happens at once.
 */
import { BOOT_IMAGE_WAIT_MS, BOOT_LOADER } from '../../src/lib/boot-after-paint';

const BOOT = ['/react-dom.1.js', '/main.2.js'];

/** jsdom's document, in the few members used here (the api's TypeScript has no DOM library). */
interface Doc {
  head: { innerHTML: string; querySelectorAll: (selector: string) => ArrayLike<{ getAttribute: (name: string) => string | null; async: boolean }> };
  body: { innerHTML: string };
}
const document = (globalThis as unknown as { document: Doc }).document;

function page(root: string) {
  document.head.innerHTML = BOOT.map((src) => `<meta name="kerk-boot" content="${src}">`).join('');
  document.body.innerHTML = `<div id="root">${root}</div>`;
}

const started = () => Array.from(document.head.querySelectorAll('script')).map((script) => ({ src: script.getAttribute('src'), async: script.async }));

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

it('starts the scripts of a page without server HTML at once, in order', () => {
  page('');
  new Function(BOOT_LOADER)();
  expect(started()).toEqual(BOOT.map((src) => ({ src, async: false })));
});

it('starts the scripts of a server-rendered page only after the paint and two frames, once', () => {
  page('<header><h1>Welkom</h1></header>');
  new Function(BOOT_LOADER)();
  expect(started()).toEqual([]);
  // No PerformanceObserver here counts as painted; no LCP image to decode; then two frames.
  jest.advanceTimersByTime(100);
  expect(started()).toEqual(BOOT.map((src) => ({ src, async: false })));
  // The fallback after BOOT_IMAGE_WAIT_MS finds them started and adds nothing.
  jest.advanceTimersByTime(BOOT_IMAGE_WAIT_MS);
  expect(started()).toHaveLength(BOOT.length);
});
