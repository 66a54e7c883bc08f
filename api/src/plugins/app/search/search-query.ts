/**
 * From visitor text to FTS5 queries. Every term is quoted, so FTS syntax in the input (AND, NEAR,
 * *, ^, column filters, stray quotes) is searched for as plain words instead of being executed.
 */

/** More terms than this add nothing for a visitor and only cost time. */
const MAX_TERMS = 8;

/** The trigram index finds parts of at least this many characters; shorter ones only as word starts. */
export const INFIX_MIN_LENGTH = 3;

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The terms of a search text: whitespace-separated, each with a letter or digit in it. */
export function searchTerms(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/\s+/)
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, MAX_TERMS);
}

/** The runs of letters and digits in the terms ('kerst,' → 'kerst'; 'title:advent' → 'title', 'advent'). */
export const wordParts = (terms: string[]): string[] => terms.flatMap((term) => term.split(/[^\p{L}\p{N}]+/u)).filter(Boolean);

/**
 * The word-index query: every term a quoted prefix phrase (`"adv"*`), all required; null when the
 * text holds no term.
 */
export function toMatchQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map((term) => `${quote(term)}*`).join(' ');
}

/**
 * The infix query for the trigram index (`"doop"` matches 'gedoopt'), from the word parts of three
 * or more characters; the shorter parts must still start a word (`words`, for the word index).
 * Null when no part is long enough: the word index then says it all.
 */
export function toInfixQuery(text: string): { infix: string; words: string | null } | null {
  const parts = wordParts(searchTerms(text));
  const long = parts.filter((part) => [...part].length >= INFIX_MIN_LENGTH);
  if (long.length === 0) return null;
  const short = parts.filter((part) => !long.includes(part));
  return { infix: long.map(quote).join(' '), words: short.length > 0 ? short.map((part) => `${quote(part)}*`).join(' ') : null };
}

/**
 * The key under which an answer to `text` may be cached: two texts with the same key get the same
 * results (the indexes fold case, and the queries drop what they would not search for); '' for none.
 */
export const searchCacheKey = (text: string): string => toMatchQuery(text.toLowerCase()) ?? '';
