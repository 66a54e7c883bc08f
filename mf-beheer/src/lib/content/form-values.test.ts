/**
 * A list of days (kind `dates`, an event's "Niet op deze datums") between the form and the API: a
 * row added but left empty is not sent, and the conflict screen names the days as the site does.
 */
import { eventType } from '@kerk/kit/content-types';

import { bodyOf, displayValue, formValuesOf } from './form-values';

describe('form values of a list of days', () => {
  it('starts empty, sends only the filled-in days, and reads them as days with their weekday', () => {
    expect(formValuesOf(eventType).skipDates).toEqual([]);
    expect(bodyOf(eventType, { ...formValuesOf(eventType), skipDates: ['2026-12-25', '', '2027-01-01'] }).skipDates).toEqual(['2026-12-25', '2027-01-01']);
    expect(displayValue(eventType, {}, 'skipDates', ['2026-12-25', '2027-01-01'])).toBe('vrijdag 25-12-2026, vrijdag 01-01-2027');
  });
});
