/**
 * The editing app's rules for one service: the field rules of the kit's `serviceType` (the same the
 * form checks with), plus the service's own: its day and time are one instant, and a date in the
 * past for a NEW service is a warning the editor confirms (`confirmPast`), never a refusal.
 */
import { type FieldValues, normalTime, serviceMessages, serviceType } from '@kerk/kit/content-types';
import { zonedToUtc } from '@kerk/kit/dates/calendar';

import { checkContent, visibleValues } from '../content-editing/content-rows';

export { normalTime };

/** What the form (or a rooster row) sends: the type's fields (the rules say which are missing). */
export type ServiceFields = Partial<FieldValues<typeof serviceType>>;

export { serviceMessages };

/**
 * The per-field messages for a service (empty when it can be saved), its values as they are kept
 * (a field the form hides emptied) and its start as an ISO instant. `isNew` with a start before
 * `now` and without `confirmPast` gives the past-date warning.
 */
export function checkService(
  fields: ServiceFields,
  options: { churches: readonly string[]; purposes?: readonly string[]; now: Date; isNew: boolean; confirmPast?: boolean },
): { errors: Record<string, string>; startsAt: string | null; pastWarning: boolean; values: ServiceFields } {
  const values = visibleValues(serviceType, fields) as ServiceFields;
  const errors = checkContent(serviceType, values, { churches: options.churches, purposes: options.purposes });
  const time = normalTime(fields.time ?? '');
  const startsAt = !errors.date && !errors.time && time ? zonedToUtc((fields.date ?? '').trim(), time) : null;
  const valid = startsAt !== null && !Number.isNaN(startsAt.getTime());
  if (startsAt && !valid) errors.date = serviceMessages.date;
  const pastWarning = valid && options.isNew && startsAt.getTime() < options.now.getTime() && !options.confirmPast;
  if (pastWarning) errors.date = serviceMessages.pastDate;
  return { errors, startsAt: valid ? startsAt.toISOString() : null, pastWarning, values };
}
