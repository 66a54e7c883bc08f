/**
 * Where a service's or event's sign-ups are in the editing app (issue 43): the section's segment and
 * one list's path, read by the section (features/registrations) and by the service's and event's
 * forms, which link to it ("Bekijk de aanmeldingen"). This remote's lib: no feature imports another.
 */
import { LinkButton } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';

import { registrationsTexts } from '../texts/registrations';

export const REGISTRATIONS_SEGMENT = 'aanmeldingen';

export type RegistrationKind = 'service' | 'event';

/** The path segment people read, per kind. */
export const KIND_SEGMENTS = { service: 'dienst', event: 'evenement' } as const satisfies Record<RegistrationKind, string>;

/** The query parameter naming one occurrence of a recurring event (its start, ISO UTC). */
export const OCCURRENCE_PARAM = 'keer';

/** The path of one list below the app's own path: `aanmeldingen/dienst/12`. */
export const registrationsSubpath = (kind: RegistrationKind, id: number, occurrence = ''): string =>
  `${REGISTRATIONS_SEGMENT}/${KIND_SEGMENTS[kind]}/${id}${occurrence ? `?${OCCURRENCE_PARAM}=${encodeURIComponent(occurrence)}` : ''}`;

/** The whole path of one list (or, without a kind, of the section), for a link from outside it (a service's or event's form). */
export const registrationsPath = (kind?: RegistrationKind, id = 0, occurrence = ''): string =>
  `${pathTo('beheer')}/${kind ? registrationsSubpath(kind, id, occurrence) : REGISTRATIONS_SEGMENT}`;

/** "Bekijk de aanmeldingen", above a service's or event's form when it takes sign-ups. */
export function RegistrationsLink({ to }: { to: string }) {
  return (
    <p>
      <LinkButton variant="secondary" to={to}>
        {registrationsTexts.formLink}
      </LinkButton>
    </p>
  );
}
