import { serviceType } from '@kerk/kit/content-types';

import { formValuesOf } from './form-values';
import { mergedValues, mergeFields, undecided } from './merge';

const base = formValuesOf(serviceType, { date: '2026-12-06', time: '10:00', church: 'druten', preacher: 'ds. Kok', season: 'Advent', music: '', collections: ['Diaconie'], streamed: false });

describe('mergeFields', () => {
  it('takes a field only they changed, keeps one only I changed, and asks for one we both changed', () => {
    const mine = { ...base, preacher: 'ds. De Vries', season: 'Tweede Advent' };
    const theirs = { ...base, music: 'Cantorij', season: 'Advent II' };
    const merges = mergeFields(serviceType, base, mine, theirs);
    const state = Object.fromEntries(merges.map((m) => [m.name, m.state]));
    expect(state).toMatchObject({ preacher: 'mine', music: 'theirs', season: 'both', date: 'same', church: 'same' });
    // The stream link is hidden on both sides: not part of the merge.
    expect(state.streamUrl).toBeUndefined();
    expect(undecided(merges, {}).map((m) => m.name)).toEqual(['season']);
    expect(mergedValues(merges, mine, { season: 'theirs' })).toMatchObject({ preacher: 'ds. De Vries', music: 'Cantorij', season: 'Advent II' });
    expect(mergedValues(merges, mine, { season: 'mine' })).toMatchObject({ preacher: 'ds. De Vries', music: 'Cantorij', season: 'Tweede Advent' });
  });

  it('sees the same change on both sides as no conflict', () => {
    const both = { ...base, preacher: 'ds. Jansen' };
    expect(mergeFields(serviceType, base, both, both).every((m) => m.state === 'same')).toBe(true);
  });
});
