/**
 * A readable excerpt of a search result with the found parts as ranges of plain text, never as
 * HTML: the page renders the ranges as <mark>. Matching follows the indexes: case and diacritics
 * are ignored, a part of three or more characters is found anywhere (as the trigram index finds it),
 * a shorter one only at the start of a word (as the word index finds it).
 */
import type { TextRange } from '@kerk/kit/api-types';

import { INFIX_MIN_LENGTH } from './search-query';

/** Characters of an excerpt, about two lines of a result card. */
const EXCERPT_LENGTH = 180;
/** How much text may stand before the first match. */
const LEAD = 70;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** `text` in lower case without diacritics; `from`/`to` give each folded unit's character in `text`. */
function fold(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < plain.length; k += 1) {
      from.push(i);
      to.push(i + char.length);
    }
    folded += plain;
    i += char.length;
  }
  return { folded, from, to };
}

/** Where the parts occur in `text` (case and diacritics ignored), in order, overlaps merged. */
export function findMatches(text: string, parts: string[]): TextRange[] {
  const { folded, from, to } = fold(text);
  const found: TextRange[] = [];
  for (const part of new Set(parts.map((p) => fold(p).folded).filter(Boolean))) {
    const anywhere = [...part].length >= INFIX_MIN_LENGTH;
    for (let at = folded.indexOf(part); at !== -1; at = folded.indexOf(part, at + part.length)) {
      if (anywhere || at === 0 || !WORD_CHAR.test(folded[at - 1]!)) found.push({ start: from[at]!, end: to[at + part.length - 1]! });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found.reduce<TextRange[]>((merged, range) => {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
    return merged;
  }, []);
}

/** Where the excerpt starts: the text's start, the sentence holding the first match, or a word before it. */
function excerptStart(text: string, first: number): number {
  if (first <= LEAD) return 0;
  const sentence = Math.max(...['. ', '? ', '! '].map((end) => text.lastIndexOf(end, first)));
  if (sentence !== -1 && first - sentence <= LEAD) return sentence + 2;
  const space = text.indexOf(' ', first - LEAD);
  return space !== -1 && space < first ? space + 1 : first;
}

/**
 * About EXCERPT_LENGTH characters of `body` around its first match (its start when nothing in it
 * matched), cut between words, with '…' where text was left out (not after a sentence's end), and
 * the matches inside it.
 */
export function excerptOf(body: string, parts: string[]): { excerpt: string; marks: TextRange[] } {
  const text = body.replace(/\s+/g, ' ').trim();
  const matches = findMatches(text, parts);
  const start = excerptStart(text, matches[0]?.start ?? 0);
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = Math.max(space > start ? space : end, matches[0]?.end ?? 0);
  }
  const lead = start > 0 ? '…' : '';
  const kept = text.slice(start, end).trimEnd();
  // A cut after a full sentence ends there: no '…' after its full stop ('…. ').
  const trail = end < text.length && !/[.!?]$/.test(kept) ? '…' : '';
  const excerpt = `${lead}${kept}${trail}`;
  const shift = lead.length - start;
  const marks = matches
    .filter((m) => m.start >= start && m.end <= end)
    .map((m) => ({ start: m.start + shift, end: m.end + shift }));
  return { excerpt, marks };
}
