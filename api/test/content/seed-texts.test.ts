/**
 * The seed's texts agree with each other and with the generated services: one name for each
 * church, the rhythm the churches page describes is the rhythm of content/services.ts, times
 * written one way ('10.00 uur'), and the corrections of the tester's issue stay corrected.
 */
import { toLocal } from '@kerk/kit/dates';

import { churches } from '../../content/churches';
import { events, VENUES } from '../../content/events';
import { pages } from '../../content/index';
import { newsSeeds } from '../../content/news/index';
import { pastors } from '../../content/pastors';
import { buildServices, CHURCH_NAMES } from '../../content/services';


const allText = JSON.stringify([pages, newsSeeds, events, churches, pastors, VENUES]);
const pageText = (name: string) => JSON.stringify(pages.find((p) => p.name === name)!.partials);
const description = (slug: string) => churches.find((c) => c.slug === slug)!.description;

/** Amsterdam weekday, month, place in the month and time of an instant. */
function local(instant: string) {
  const at = toLocal(instant);
  return { sunday: at.day() === 0, month: at.month() + 1, nth: Math.ceil(at.date() / 7), last: at.date() + 7 > at.daysInMonth(), time: at.format('HH:mm') };
}

// A year of services: three seedings whose twenty-week windows together cover all twelve months.
const services = ['2026-03-01', '2026-07-15', '2026-12-01'].flatMap((today) => buildServices(today, new Date(`${today}T12:00:00Z`)));
const sundaysAt = (location: string) => services.filter((s) => s.location === location).map((s) => local(s.startsAt)).filter((s) => s.sunday);
const dotted = (time: string) => `${time.replace(/^0/, '').replace(':', '.')} uur`;

describe('seed texts', () => {
  it("names each church one way: the churches page, the services and the agenda's venues agree", () => {
    for (const church of churches) {
      expect(CHURCH_NAMES[church.slug]).toBe(church.name);
      expect(VENUES[church.slug as keyof typeof VENUES].churchName).toBe(church.name);
    }
    expect(allText).not.toMatch(/Kapel van Leur/);
    expect(allText).toContain('Kapel Leur');
  });

  it("describes Bergharen's rhythm as the services are generated: second Sunday, 19.00 uur in July and August", () => {
    const sundays = sundaysAt('bergharen');
    expect(new Set(sundays.map((s) => s.nth))).toEqual(new Set([2]));
    const summer = sundays.filter((s) => s.month === 7 || s.month === 8);
    expect(summer.length).toBeGreaterThan(0);
    expect(new Set(summer.map((s) => s.time))).toEqual(new Set(['19:00']));
    expect(new Set(sundays.filter((s) => !summer.includes(s)).map((s) => s.time))).toEqual(new Set(['10:00']));
    expect(description('bergharen')).toContain(`tweede zondag van de maand om ${dotted('10:00')}`);
    expect(description('bergharen')).toMatch(new RegExp(`in juli en augustus [^.]*${dotted('19:00')}`));
  });

  it("describes Leur's rhythm as the services are generated: avondgebed on the last Sunday, oecumenical services at 10.00 uur", () => {
    const sundays = sundaysAt('leur');
    const evening = sundays.filter((s) => s.time === '19:00');
    expect(evening.every((s) => s.last)).toBe(true);
    expect(new Set(evening.map((s) => s.month)).size).toBe(12);
    const morning = sundays.filter((s) => s.time === '10:00');
    expect(morning.map((s) => [s.month, s.nth])).toEqual(expect.arrayContaining([[9, 2], [12, expect.any(Number)]]));
    expect(sundays.length).toBe(evening.length + morning.length);
    expect(description('leur')).toContain(`laatste zondag van de maand om ${dotted('19:00')} een avondgebed`);
    expect(description('leur')).toContain(`oecumenische vieringen om ${dotted('10:00')} op de tweede zondag van september en de vierde adventszondag`);
  });

  it('gives Druten its summer time in the months the churches page names', () => {
    const sundays = sundaysAt('druten');
    expect(new Set(sundays.filter((s) => s.time === '09:30').map((s) => s.month))).toEqual(new Set([7, 8]));
    expect(description('druten')).toContain(`in juli en augustus om ${dotted('09:30')}`);
  });

  it('says the same about the monthly villages and Leur on /diensten and /onze-kerken', () => {
    for (const name of ['services', 'churches']) {
      expect(pageText(name)).toContain('Batenburg, Bergharen en Horssen');
      expect(pageText(name)).toContain('in de Kapel Leur is er op de laatste zondag van de maand een avondgebed');
    }
  });

  it("writes times as '10.00 uur', never '10:00 uur'", () => {
    expect(allText).toMatch(/\b\d{1,2}\.\d{2} uur/);
    expect(allText).not.toMatch(/\b\d{1,2}:\d{2} uur/);
  });

  it("says 'een telefoonnummer en een moment … zijn genoeg'", () => {
    expect(pageText('confidants')).toMatch(/een telefoonnummer en een moment [^.]* zijn genoeg/);
    expect(allText).not.toMatch(/een telefoonnummer en een moment [^.]* is genoeg/);
  });

  it('gives the Open Hof, which has no tower, no news about its tower', () => {
    expect(description('wijchen')).not.toMatch(/toren/);
    for (const article of newsSeeds) {
      const text = `${article.title} ${article.excerpt} ${article.body}`;
      if (/Open Hof/.test(text)) expect(text).not.toMatch(/\btoren/);
    }
  });

  it('writes Beroepswerk 2025 as what happened in 2025, seen from late 2026', () => {
    const text = pageText('municipality-professional-work-2025');
    expect(text).toContain('In 2025 veranderde er veel');
    expect(text).toContain('ging per 1 september 2025 met emeritaat');
    for (const future of ['verandert er veel', 'gaat per 1 september met emeritaat', 'Vanaf september 2025 ziet', 'De commissie stelt een profiel op']) expect(text).not.toContain(future);
  });
});
