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

/*
 * The same queries for PostgreSQL (docs/database.md, Search): `search_index.tsv` (the `kerk` text search
 * configuration: words, diacritics folded, no stemming) takes the place of `search_words`, and
 * `flat LIKE '%part%'` over a trigram index the place of `search_infix`. The texts below are passed as
 * parameters (to_tsquery('kerk', $1), LIKE $2), never spliced into the SQL.
 */

/** A lexeme of a tsquery: the parts hold only letters and digits, but quote them anyway. */
const lexeme = (part: string) => `'${part.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * One term as a tsquery phrase with its last part a prefix, as FTS5 reads the quoted prefix phrase
 * `"title:advent"*`: `'title' <-> 'advent':*`. `weight` 'A' keeps it to the title.
 */
function tsPhrase(term: string, weight: '' | 'A'): string {
  const parts = wordParts([term]);
  return parts.map((part, i) => `${lexeme(part)}${i === parts.length - 1 ? ':*' : ''}${weight && (i === parts.length - 1 ? weight : `:${weight}`)}`).join(' <-> ');
}

/**
 * The word query as `to_tsquery` text: every term a prefix phrase, all required
 * (`'kerst':* & 'avondmaal':*`); with `title`, every term in the title. Null when the text holds no term.
 */
export function toTsQuery(text: string, { title = false } = {}): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map((term) => tsPhrase(term, title ? 'A' : '')).join(' & ');
}

/** `text` as a LIKE pattern that finds it anywhere, with `\`, `%` and `_` matched as themselves. */
export const likeAnywhere = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The infix query for PostgreSQL: one LIKE pattern for each part of three or more characters (to be
 * folded like the `flat` column: lower case, no diacritics), and the shorter parts as a tsquery of
 * word starts. Null when no part is long enough, as toInfixQuery.
 */
export function toInfixPatterns(text: string): { patterns: string[]; words: string | null } | null {
  const parts = wordParts(searchTerms(text));
  const long = parts.filter((part) => [...part].length >= INFIX_MIN_LENGTH);
  if (long.length === 0) return null;
  const short = parts.filter((part) => !long.includes(part));
  return { patterns: [...new Set(long)].map(likeAnywhere), words: short.length > 0 ? short.map((part) => `${lexeme(part)}:*`).join(' & ') : null };
}
