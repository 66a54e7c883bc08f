import { wholeDayPages } from '../../../../src/plugins/app/services/day-pages';

describe('wholeDayPages', () => {
  it('extends a page to the end of the day that fills it', () => {
    const days = ['a', 'a', 'b', 'b', 'b', 'b', 'c'];
    expect(wholeDayPages(days, 3)).toEqual([{ offset: 0, count: 6 }, { offset: 6, count: 1 }]);
  });

  it('closes a page at a day boundary as soon as it holds pageSize services', () => {
    expect(wholeDayPages(['a', 'a', 'b', 'b', 'c'], 2)).toEqual([{ offset: 0, count: 2 }, { offset: 2, count: 2 }, { offset: 4, count: 1 }]);
  });

  it('never splits a day, whatever the page size', () => {
    const days = ['a', 'b', 'b', 'b', 'b', 'c', 'c', 'd'];
    for (let size = 1; size <= days.length + 1; size += 1) {
      for (const page of wholeDayPages(days, size)) {
        const first = page.offset;
        const last = page.offset + page.count - 1;
        expect(days[first - 1]).not.toBe(days[first]);
        expect(days[last + 1]).not.toBe(days[last]);
      }
    }
  });

  it('has no pages for no services', () => {
    expect(wholeDayPages([], 10)).toEqual([]);
  });
});
