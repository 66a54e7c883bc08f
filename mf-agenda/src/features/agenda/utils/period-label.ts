/** Dutch headings of a period: 'November 2026', 'Week 48: 23 t/m 29 november 2026', 'Maandag 23 november 2026'. */
import { formatDate, formatLongDate } from '@kerk/kit/dates';
import { texts } from '@kerk/kit/texts';

import { isoWeek, type Period } from './periods';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '23 t/m 29 november 2026', shortened only where month or year repeat. */
export function dayRange(first: string, last: string): string {
  const until = texts.common.labels.until;
  const end = formatDate(last, 'D MMMM YYYY');
  if (first.slice(0, 7) === last.slice(0, 7)) return `${formatDate(first, 'D')} ${until} ${end}`;
  if (first.slice(0, 4) === last.slice(0, 4)) return `${formatDate(first, 'D MMMM')} ${until} ${end}`;
  return `${formatDate(first, 'D MMMM YYYY')} ${until} ${end}`;
}

export function periodHeading(period: Period): string {
  if (period.unit === 'maand') return capitalize(formatDate(period.start, 'MMMM YYYY'));
  if (period.unit === 'week') return texts.agenda.weekHeading(isoWeek(period.start).week, dayRange(period.start, period.last));
  return capitalize(formatLongDate(period.start));
}
