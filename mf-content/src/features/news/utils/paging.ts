/** Paging of the news list; the current page lives in the URL (`/nieuws?pagina=2`). */

export const NEWS_PAGE_SIZE = 10;
export const PAGE_PARAM = 'pagina';

/** A positive whole page number from the URL; anything else (missing, 0, 'abc') is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The query string for a page: page 1 is the bare list URL, so it has one canonical address. */
export const pageSearch = (page: number): string => (page <= 1 ? '' : `?${PAGE_PARAM}=${page}`);

/** A numeric route id the API can hold; other ids cannot exist, so they are a 404 without asking. */
export function parseArticleId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
