/**
 * The difference between two texts as a volunteer reads it: words removed and inserted, never raw
 * HTML. Rich text is first turned into its readable text (block elements on their own lines).
 */
import { diffWords } from 'diff';

export interface DiffPart {
  kind: 'same' | 'removed' | 'inserted';
  text: string;
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|tr|figure|figcaption|caption)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** The readable text of stored HTML (a plain `text` partial passes through unchanged). */
export function readableText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, (tag) => `${tag}\n`), 'text/html');
  doc.querySelectorAll('img[alt]').forEach((img) => img.replaceWith(`[${img.getAttribute('alt')}]`));
  return (doc.body.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** From `before` (an earlier version) to `after` (the current text), word by word. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(readableText(before), readableText(after)).map((change) => ({
    kind: change.added ? 'inserted' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

export const hasChanges = (parts: DiffPart[]): boolean => parts.some((part) => part.kind !== 'same');
