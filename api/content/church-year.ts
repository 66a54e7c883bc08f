/**
 * The church year (kerkelijk jaar) as the seed needs it: the name of a Sunday ("1e zondag van
 * Advent", "Palmzondag") and the feast days that fall on a weekday. Days are UTC-midnight Dates
 * standing for a calendar day, so day arithmetic never trips over summer time.
 */
const DAY = 86_400_000;

export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY);
const daysBetween = (from: Date, to: Date): number => Math.round((to.getTime() - from.getTime()) / DAY);
const utcDay = (year: number, month: number, day: number): Date => new Date(Date.UTC(year, month - 1, day));

/** Easter Sunday (Gregorian, the "anonymous" algorithm of Meeus/Jones/Butcher). */
export function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month, day);
}

/** The first Sunday of Advent: four Sundays before Christmas. */
export function firstAdvent(year: number): Date {
  const christmas = utcDay(year, 12, 25);
  const weekday = christmas.getUTCDay();
  return addDays(christmas, -(weekday === 0 ? 7 : weekday) - 21);
}

/** The n-th given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = utcDay(year, month, 1);
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + 7 * (n - 1));
}

/** The feast and prayer days of a year that are not an ordinary Sunday, in date order. */
export function feastDays(year: number): { day: Date; name: string; key: string }[] {
  const e = easter(year);
  return [
    { day: nthWeekday(year, 3, 3, 2), name: 'Biddag voor gewas en arbeid', key: 'biddag' },
    { day: addDays(e, -3), name: 'Witte Donderdag', key: 'witte-donderdag' },
    { day: addDays(e, -2), name: 'Goede Vrijdag', key: 'goede-vrijdag' },
    { day: addDays(e, -1), name: 'Stille Zaterdag', key: 'stille-zaterdag' },
    { day: addDays(e, 39), name: 'Hemelvaartsdag', key: 'hemelvaart' },
    { day: nthWeekday(year, 11, 3, 1), name: 'Dankdag voor gewas en arbeid', key: 'dankdag' },
    { day: utcDay(year, 12, 24), name: 'Kerstnacht', key: 'kerstnacht' },
    { day: utcDay(year, 12, 25), name: 'Eerste Kerstdag', key: 'kerst' },
    { day: utcDay(year, 12, 31), name: 'Oudejaarsavond', key: 'oudejaar' },
  ];
}

/** Sundays from Easter on: Eastertide, Pentecost, the time after Pentecost up to Advent. */
function afterEaster(day: Date, sinceEaster: number, advent: Date): string {
  if (sinceEaster === 0) return 'Pasen';
  if (sinceEaster < 42) return `${sinceEaster / 7 + 1}e zondag van Pasen`;
  if (sinceEaster === 42) return 'Wezenzondag';
  if (sinceEaster === 49) return 'Pinksteren';
  if (sinceEaster === 56) return 'Trinitatis';
  if (daysBetween(day, advent) === 7) return 'Eeuwigheidszondag';
  if (day.getUTCMonth() === 9 && day.getUTCDate() <= 7) return 'Israëlzondag';
  return `${(sinceEaster - 49) / 7}e zondag na Pinksteren`;
}

/** The liturgical name of a Sunday, e.g. "3e zondag van Advent" or "2e zondag van de Veertigdagentijd". */
export function sundayName(day: Date): string {
  const year = day.getUTCFullYear();
  const advent = firstAdvent(year);
  const sinceAdvent = daysBetween(advent, day);
  if (sinceAdvent >= 0) {
    if (day.getUTCMonth() === 11 && day.getUTCDate() === 25) return 'Eerste Kerstdag';
    return sinceAdvent < 28 ? `${sinceAdvent / 7 + 1}e zondag van Advent` : 'Zondag na Kerst';
  }
  const sinceEaster = daysBetween(easter(year), day);
  if (sinceEaster >= 0) return afterEaster(day, sinceEaster, advent);
  if (sinceEaster === -7) return 'Palmzondag';
  if (sinceEaster >= -42) return `${(42 + sinceEaster) / 7 + 1}e zondag van de Veertigdagentijd`;
  const sinceEpiphany = daysBetween(utcDay(year, 1, 6), day);
  if (sinceEpiphany < 0) return 'Zondag na Kerst';
  if (sinceEpiphany === 0) return 'Epifanie';
  return `${Math.floor(sinceEpiphany / 7) + 1}e zondag na Epifanie`;
}
