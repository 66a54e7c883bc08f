/**
 * The server paints each page's first view into #root (api: first-view.ts) before any script runs.
 * React replaces it on its first render; while the first route's remote is still loading, its
 * Suspense fallback is the server's own main part instead of a skeleton, so the visitor sees the
 * same texts, in the same places, throughout instead of text → skeleton → text.
 *
 * A visitor may already be tabbing through the first view (its skip link, logo, breadcrumbs) when
 * React replaces it: the focus then moves to the same link in the rendered page instead of being
 * dropped on the body.
 */
let firstView: { path: string; html: string } | null = null;
/** The first view's element that had focus last, while the first view was on screen. */
let focused: Element | null = null;
let stopWatchingFocus = () => {};

/** Keeps the server's main part and watches the focus inside it; call before React renders into #root. */
export function captureFirstView(doc: Document = document): void {
  const main = doc.querySelector('[data-first-view-main]');
  firstView = main && main.innerHTML.trim() ? { path: doc.location.pathname, html: main.innerHTML } : null;
  stopWatchingFocus();
  focused = null;
  const painted = doc.querySelector('[data-first-view]');
  if (!painted) return;
  if (painted.contains(doc.activeElement)) focused = doc.activeElement;
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof Element && painted.contains(event.target) ? event.target : null;
  };
  doc.addEventListener('focusin', onFocus);
  stopWatchingFocus = () => doc.removeEventListener('focusin', onFocus);
}

/** The element of the rendered page that stands where `element` stood in the first view. */
function counterpart(doc: Document, element: Element): HTMLElement | null {
  if (element.id) return doc.getElementById(element.id);
  const href = element.getAttribute('href');
  if (href === null) return null;
  // The logo and the breadcrumbs both link home: the part of the page tells them apart.
  const part = element.closest('main, nav, .fv-bar');
  const label = part?.getAttribute('aria-label');
  const scope =
    part?.tagName === 'MAIN' ? doc.querySelector('main')
    : part?.tagName === 'NAV' ? [...doc.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === label)
    : part ? doc.querySelector('header')
    : doc;
  return [...(scope ?? doc).querySelectorAll<HTMLElement>('a[href]')].find((a) => a.getAttribute('href') === href) ?? null;
}

/**
 * Once React has replaced the first view (call from the first layout effect): if the focus was in
 * the first view, it moves to the same element of the page; focus is never taken otherwise.
 */
export function handOverFirstViewFocus(doc: Document = document): void {
  stopWatchingFocus();
  const last = focused;
  focused = null;
  if (!last || last.isConnected) return;
  if (doc.activeElement && doc.activeElement !== doc.body) return;
  counterpart(doc, last)?.focus({ preventScroll: true });
}

/** The server's main part when `path` is the page it was painted for. */
export const firstViewOf = (path: string): string | null => (firstView && firstView.path === path ? firstView.html : null);

/** Once the first route has rendered itself, the stand-in is not needed any more. */
export function releaseFirstView(): void {
  firstView = null;
}
