import { easter, firstAdvent, sundayName } from '../../content/church-year';
import { buildServices, WEEKS_AHEAD, WEEKS_BACK } from '../../content/services';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('church year', () => {
  it('computes Easter and the first Sunday of Advent', () => {
    expect(isoDay(easter(2026))).toBe('2026-04-05');
    expect(isoDay(easter(2027))).toBe('2027-03-28');
    expect(isoDay(firstAdvent(2026))).toBe('2026-11-29');
    expect(isoDay(firstAdvent(2022))).toBe('2022-11-27'); // Christmas on a Sunday
  });

  it.each([
    ['2026-11-22', 'Eeuwigheidszondag'],
    ['2026-12-20', '4e zondag van Advent'],
    ['2022-12-25', 'Eerste Kerstdag'],
    ['2027-01-10', '1e zondag na Epifanie'],
    ['2027-02-14', '1e zondag van de Veertigdagentijd'],
    ['2027-03-21', 'Palmzondag'],
    ['2027-03-28', 'Pasen'],
    ['2027-05-09', 'Wezenzondag'],
    ['2027-05-16', 'Pinksteren'],
    ['2027-05-23', 'Trinitatis'],
    ['2026-10-04', 'Israëlzondag'],
  ])('names %s "%s"', (date, name) => {
    expect(sundayName(day(date))).toBe(name);
  });
});

describe('seed services', () => {
  const now = new Date('2026-11-22T00:38:00Z');
  const services = buildServices('2026-11-22', now);

  it('covers eight weeks back to twelve weeks ahead, in time order, in all seven villages', () => {
    const starts = services.map((s) => s.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(starts[0]! >= `2026-09-27`).toBe(true);
    expect(starts.at(-1)! < '2027-02-15').toBe(true);
    expect(new Set(services.map((s) => s.location))).toEqual(new Set(['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur']));
    expect(services.filter((s) => s.location === 'druten' && s.season !== 'Kerstnacht' && s.season !== 'Eerste Kerstdag')).toHaveLength(WEEKS_BACK + WEEKS_AHEAD + 1);
  });

  it('plans in Amsterdam time: 10:00 is 09:00 UTC in winter and 08:00 UTC in summer time', () => {
    const beuningen = services.filter((s) => s.location === 'beuningen' && (s.season ?? '').includes('zondag'));
    expect(beuningen.find((s) => s.startsAt.startsWith('2026-10-18'))?.startsAt).toBe('2026-10-18T08:00:00.000Z');
    expect(beuningen.find((s) => s.startsAt.startsWith('2026-11-29'))?.startsAt).toBe('2026-11-29T09:00:00.000Z');
  });

  it('adds the feast days in range and streams Beuningen and Wijchen, with recordings only for the past', () => {
    expect(services.filter((s) => s.season === 'Kerstnacht').map((s) => s.location)).toEqual(['druten', 'beuningen', 'horssen']);
    const streamed = services.filter((s) => s.streamed);
    expect(new Set(streamed.map((s) => s.location))).toEqual(new Set(['beuningen', 'wijchen']));
    expect(streamed.every((s) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(s.streamUrl ?? ''))).toBe(true);
    expect(streamed.every((s) => (s.startsAt < now.toISOString()) === Boolean(s.recordingUrl))).toBe(true);
  });

  it('never books one preacher in two services at the same time', () => {
    const booked = services.map((s) => `${s.startsAt}|${s.preacher}`);
    expect(new Set(booked).size).toBe(booked.length);
  });
});
