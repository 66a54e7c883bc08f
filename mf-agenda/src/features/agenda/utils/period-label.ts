/** Dutch headings of a period: 'November 2026', 'Week 48: 23-11-2026 t/m 29-11-2026', 'Maandag 23-11-2026'. */
import { formatDate, formatDay } from '@kerk/kit/dates';
import { texts } from '../../../texts';

import { isoWeek, type Period } from './periods';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '23-11-2026 t/m 29-11-2026': two whole dates (spec §1), joined by the spec's 't/m'. */
export const dayRange = (first: string, last: string): string => `${formatDate(first)} ${texts.common.labels.until} ${formatDate(last)}`;

export function periodHeading(period: Period): string {
  if (period.unit === 'maand') return capitalize(formatDate(period.start, 'MMMM YYYY'));
  if (period.unit === 'week') return texts.agenda.weekHeading(isoWeek(period.start).week, dayRange(period.start, period.last));
  return capitalize(formatDay(period.start));
}
