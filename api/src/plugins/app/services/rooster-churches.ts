/**
 * The church of a rooster row, matched forgivingly: case, spaces, punctuation and accents do not
 * count ("OPEN-HOF", "Open  Hof", "Öpen Hof"), nor does writing the church's name, its village, its
 * slug or both name and village ("De Ark (Dorp)"). Those match silently. A letter or two off
 * ("Open Hoff", a village with one letter off; names of 5 characters or more) or a single word of the name ("Ark") is a
 * guess the preview shows as "Bedoelde u Open Hof?". More than one church at the same distance
 * ("Dorpskerk") is ambiguous, and no church at all unknown: both are errors naming the choices.
 */
export interface Church {
  slug: string;
  name: string;
  city: string;
}

export type ChurchMatch =
  | { kind: 'exact' | 'guess'; church: Church }
  | { kind: 'ambiguous'; choices: Church[] }
  | { kind: 'unknown' };

/** Lower case, accents stripped (NFD), anything but letters and digits a single space. */
export const normalName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const compact = (value: string) => value.replace(/ /g, '');

/**
 * The optimal-string-alignment distance (Damerau–Levenshtein where no substring is edited twice):
 * insertions, deletions, substitutions and swaps of two neighbours count one each.
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/** At most this many edits count as "a letter or two off", for names of at least FUZZY_FROM characters. */
const FUZZY_MAX = 2;
const FUZZY_FROM = 5;

const keysOf = (church: Church) => [church.name, church.city, church.slug, `${church.name} ${church.city}`].map((key) => compact(normalName(key)));
const wordsOf = (church: Church) => normalName(`${church.name} ${church.city}`).split(' ');

/** The churches with the lowest score, when that score passes. */
function best(churches: Church[], score: (church: Church) => number, passes: (score: number) => boolean): Church[] {
  const scored = churches.map((church) => ({ church, score: score(church) })).filter((s) => passes(s.score));
  const lowest = Math.min(...scored.map((s) => s.score));
  return scored.filter((s) => s.score === lowest).map((s) => s.church);
}

const answer = (found: Church[], kind: 'exact' | 'guess'): ChurchMatch | null =>
  found.length === 1 ? { kind, church: found[0]! } : found.length > 1 ? { kind: 'ambiguous', choices: found } : null;

/** Which church a rooster's "Kerk" cell means. */
export function matchChurch(typed: string, churches: Church[]): ChurchMatch {
  const normal = normalName(typed);
  const key = compact(normal);
  if (!key) return { kind: 'unknown' };
  const exact = answer(churches.filter((church) => keysOf(church).includes(key)), 'exact');
  if (exact) return exact;
  if (key.length >= FUZZY_FROM) {
    const distance = (church: Church) => Math.min(...keysOf(church).filter((k) => k.length >= FUZZY_FROM).map((k) => editDistance(key, k)));
    const near = answer(best(churches, distance, (d) => d <= FUZZY_MAX), 'guess');
    if (near) return near;
  }
  const words = normal.split(' ');
  const byWord = answer(churches.filter((church) => words.every((word) => word.length >= 3 && wordsOf(church).includes(word))), 'guess');
  return byWord ?? { kind: 'unknown' };
}

/** How a church is named in a message: its name, with the village when the name does not say it. */
export const churchLabel = (church: Church) => (normalName(church.name).includes(normalName(church.city)) ? church.name : `${church.name} (${church.city})`);
