import { pageCount, pageSearch, parseArticleId, parsePage } from './paging';

describe('news paging', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['abc', 1],
    ['-2', 1],
    ['2.5', 1],
    ['3', 3],
  ])('reads page %p from the URL as %p', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(24, 10)).toBe(3);
    expect(pageCount(30, 10)).toBe(3);
  });

  it('gives page 1 the bare list address', () => {
    expect(pageSearch(1)).toBe('');
    expect(pageSearch(2)).toBe('?pagina=2');
  });

  it('accepts only ids the API can hold', () => {
    expect(parseArticleId('12')).toBe(12);
    expect(parseArticleId('0')).toBeNull();
    expect(parseArticleId('1e3')).toBeNull();
    expect(parseArticleId('99999999999')).toBeNull();
    expect(parseArticleId(undefined)).toBeNull();
  });
});
