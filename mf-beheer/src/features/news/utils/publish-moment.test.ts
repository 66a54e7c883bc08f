import { momentFields, publishMomentText } from './publish-moment';

// Sunday 29 November 2026, 08:15 in Amsterdam (UTC+1).
const NOW = Date.parse('2026-11-29T07:15:00.000Z');

describe('publish moment', () => {
  it("starts a new article at the clock's minute in Amsterdam, also across midnight UTC", () => {
    expect(momentFields(NOW)).toEqual({ date: '2026-11-29', time: '08:15' });
    expect(momentFields(Date.parse('2026-11-28T23:30:00.000Z'))).toEqual({ date: '2026-11-29', time: '00:30' });
  });

  it("says 'Verschijnt direct' for now and for a moment past", () => {
    expect(publishMomentText({ date: '2026-11-29', time: '08:15', published: true }, NOW)).toBe('Verschijnt direct');
    expect(publishMomentText({ date: '2026-11-29', time: '06:00', published: true }, NOW)).toBe('Verschijnt direct');
    expect(publishMomentText({ date: '2025-01-01', time: '09:00' }, NOW)).toBe('Verschijnt direct');
  });

  it('says the day and time in Dutch for a moment to come', () => {
    expect(publishMomentText({ date: '2026-11-29', time: '08:16', published: true }, NOW)).toBe('Verschijnt op zondag 29 november 2026 om 08.16');
    // As a volunteer may type it: 9.30 is 09:30.
    expect(publishMomentText({ date: '2026-11-29', time: '9.30' }, NOW)).toBe('Verschijnt op zondag 29 november 2026 om 09.30');
    expect(publishMomentText({ date: '2026-12-24', time: '21:30', published: true }, NOW)).toBe('Verschijnt op donderdag 24 december 2026 om 21.30');
    // Summer time: the fields are Amsterdam's wall clock.
    expect(publishMomentText({ date: '2027-06-06', time: '10:00' }, NOW)).toBe('Verschijnt op zondag 6 juni 2027 om 10.00');
  });

  it('says an unpublished article will not appear, whatever its moment', () => {
    expect(publishMomentText({ date: '2026-12-24', time: '21:30', published: false }, NOW)).toBe('Verschijnt niet op de website (publiceren staat uit)');
  });

  it('says nothing while the date or time is empty or impossible', () => {
    for (const fields of [{ date: '', time: '08:15' }, { date: '2026-11-29', time: '' }, { date: '2026-02-30', time: '08:15' }, { date: '2026-11-29', time: '25:00' }]) {
      expect(publishMomentText(fields, NOW)).toBe('');
    }
  });
});
