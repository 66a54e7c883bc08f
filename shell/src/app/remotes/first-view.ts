/**
 * The server paints each page's first view into #root (api: first-view.ts) before any script runs.
 * React replaces it on its first render; while the first route's remote is still loading, its
 * Suspense fallback is the server's own main part instead of a skeleton, so the visitor sees the
 * same texts, in the same places, throughout instead of text → skeleton → text.
 */
let firstView: { path: string; html: string } | null = null;

/** Keeps the server's main part; call before React renders into #root. */
export function captureFirstView(doc: Document = document): void {
  const main = doc.querySelector('[data-first-view-main]');
  firstView = main && main.innerHTML.trim() ? { path: doc.location.pathname, html: main.innerHTML } : null;
}

/** The server's main part when `path` is the page it was painted for. */
export const firstViewOf = (path: string): string | null => (firstView && firstView.path === path ? firstView.html : null);

/** Once the first route has rendered itself, the stand-in is not needed any more. */
export function releaseFirstView(): void {
  firstView = null;
}
