/**
 * The bench's year of content (scripts/bench/fill.ts): how much, spread over which days, photos of
 * different sizes, and bodies the admin API takes (its own body schemas).
 */
import { acceptsAdminBody } from '../../api/bench/admin-bodies';
import { FILL_COUNTS, fillEnabled, fillPlan } from '../bench/fill';

const NOW = Date.parse('2026-11-29T10:05:00+01:00');
const plan = fillPlan(NOW);

describe("the bench's year of content", () => {
  it('is 200 news items, each with a photo of its own, 300 services and 150 events', () => {
    expect(FILL_COUNTS).toEqual({ news: 200, services: 300, events: 150 });
    expect([plan.news.length, plan.services.length, plan.events.length]).toEqual([200, 300, 150]);
    expect(new Set(plan.news.map((n) => n.photo.n)).size).toBe(200);
    expect(new Set(plan.news.map((n) => `${n.photo.width}×${n.photo.height}`))).toEqual(new Set(['1024×768', '1600×1200', '2048×1365', '3000×2000', '4032×3024']));
    expect(new Set(plan.news.map((n) => n.body.title)).size).toBe(200);
  });

  it('dates the news over the past year, newest first and already published; services and events from nine months back to three ahead', () => {
    const days = plan.news.map((n) => n.body.date);
    expect(days[0]).toBe('2026-11-29');
    expect(days.at(-1)! > '2025-11-28').toBe(true);
    expect([...days].sort().reverse()).toEqual(days);
    const services = plan.services.map((s) => s.date as string);
    expect([services[0], services.at(-1)]).toEqual(['2026-03-04', '2027-03-02']);
    const events = plan.events.map((e) => e.startDate as string);
    expect(events[0]).toBe('2026-03-04');
    expect(events.at(-1)! > '2027-02-20').toBe(true);
    // An event never ends before it starts (the API refuses that): more days end on a later day.
    expect(plan.events.every((e) => (e.endDate ?? e.startDate) > e.startDate || e.endTime > e.startTime)).toBe(true);
  });

  it('names each service after its Sunday, the coming one for a weekday (never a fraction of a week)', () => {
    const seasons = plan.services.map((s) => s.season as string);
    expect(seasons.filter((season) => /\d\.\d/.test(season))).toEqual([]);
    // 2026-03-04 is a Wednesday: the 3rd Sunday of Lent (Easter 2026 is 5 April) is 8 March.
    expect(seasons[0]).toBe('3e zondag van de Veertigdagentijd');
  });

  it("sends bodies the admin API's schemas accept", () => {
    expect(plan.news.every(({ body }) => acceptsAdminBody('news', { ...body, mediaId: 7 }))).toBe(true);
    expect(plan.services.every((service) => acceptsAdminBody('services', service))).toBe(true);
    expect(plan.events.every((event) => acceptsAdminBody('events', event))).toBe(true);
    expect(acceptsAdminBody('events', { ...plan.events[0], venue: 'wijchen' })).toBe(false);
  });

  it('is on unless BENCH_FILL=0', () => {
    expect([undefined, '', '1', 'yes'].map(fillEnabled)).toEqual([true, true, true, true]);
    expect(fillEnabled('0')).toBe(false);
  });
});
