import { formatDate, formatTime } from '@kerk/kit/dates';

/** "donderdag 24 december 2026, 22.00 uur": when a service or event starts, as the list and the paper say it. */
export const whenText = (startsAt: string) => `${formatDate(startsAt, 'dddd D MMMM YYYY')}, ${formatTime(startsAt)} uur`;
