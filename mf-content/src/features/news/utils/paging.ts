/** Paging of the news list; the current page lives in the URL (`?pagina=2` on the news list). */

export const NEWS_PAGE_SIZE = 10;
export const PAGE_PARAM = 'pagina';

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The query string for a page: page 1 is the bare list URL, so it has one canonical address. */
export const pageSearch = (page: number): string => (page <= 1 ? '' : `?${PAGE_PARAM}=${page}`);
