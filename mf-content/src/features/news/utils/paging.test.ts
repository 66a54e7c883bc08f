import { pageCount, pageSearch } from './paging';

describe('news paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(24, 10)).toBe(3);
    expect(pageCount(30, 10)).toBe(3);
  });

  it('gives page 1 the bare list address', () => {
    expect(pageSearch(1)).toBe('');
    expect(pageSearch(2)).toBe('?pagina=2');
  });
});
