/**
 * Pages made of whole days, for /diensten: a day's services are read together, so a page never
 * ends in the middle of a Sunday. A page takes whole days until it holds at least `pageSize`
 * services; the day that reaches that size comes along whole (a page is then longer, never split).
 */

export interface DayPage {
  /** Index of the page's first item in the full, ordered list. */
  offset: number;
  count: number;
}

/** The pages of a list whose items fall on `days` (one calendar day per item, in list order). */
export function wholeDayPages(days: readonly string[], pageSize: number): DayPage[] {
  const pages: DayPage[] = [];
  let offset = 0;
  for (let end = 1; end <= days.length; end += 1) {
    const dayEnds = end === days.length || days[end] !== days[end - 1];
    if (dayEnds && (end - offset >= pageSize || end === days.length)) {
      pages.push({ offset, count: end - offset });
      offset = end;
    }
  }
  return pages;
}
