/**
 * A page with the server render in it (protocol: the shell's ssr.js): the rendered HTML as the
 * root's content, marked with the shell build it came from (`data-ssr`, which the browser compares
 * with its own before it hydrates), emotion's style tags in the head, and `#kerk-initial-data`
 * with the render's store state (`api`, and `ui`: the chrome state the page set, such as its
 * breadcrumb title) added to the settings and pages the render was seeded with.
 */
import { escapeHtml, injectHead } from '../head-html';
import { initialDataTag, injectRoot, type InitialData } from '../initial-data';
import type { SsrOk } from './ssr-generations';

export function ssrPage(shell: string, head: string[], initial: InitialData, result: SsrOk, renderedAt: string): string {
  const data = { ...initial, api: result.state, renderedAt, ui: result.ui, ssr: { versions: result.versions, clientOnly: result.clientOnly } };
  const tags = [...head, initialDataTag(data), result.styles];
  return injectRoot(injectHead(shell, tags), result.html, ` data-ssr="${escapeHtml(result.shellBuild)}"`);
}
