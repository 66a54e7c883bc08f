/** The services and events taking sign-ups from today on, soonest first, each with its counts and a link to its list. */
import { formatDate, formatTime } from '@kerk/kit/dates';
import { Badge, LinkButton } from '@kerk/kit/design-system';

import { DataTable } from '../../../lib/data-table';
import { registrationsSubpath, REGISTRATIONS_SEGMENT } from '../../../lib/registrations-path';
import { registrationsTexts } from '../../../texts';
import { useRegistrationTargetsQuery } from '../api/registrations-api';

const t = registrationsTexts;
const c = t.columns;

/** The list's path relative to the section (`dienst/12`). */
const relative = (path: string) => path.slice(REGISTRATIONS_SEGMENT.length + 1);

export function TargetList() {
  const { data, isLoading, isError } = useRegistrationTargetsQuery();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  if (data.length === 0) return <p>{t.empty}</p>;
  return (
    <DataTable columns={[c.when, c.what, c.seats, c.waiting, c.state, c.actions]}>
      {data.map((target) => (
        <tr key={`${target.kind}-${target.id}-${target.occurrence}`}>
          <td data-label={c.when}>
            {formatDate(target.startsAt, 'dd D MMMM YYYY')} {formatTime(target.startsAt)}
          </td>
          <td data-label={c.what}>{target.title}</td>
          <td data-label={c.seats}>{t.taken(target.taken, target.limit)}</td>
          <td data-label={c.waiting}>{t.waitingSeats(target.waiting)}</td>
          <td data-label={c.state}>
            <Badge tone={target.open ? 'primary' : 'neutral'}>{target.open ? t.open : t.closed}</Badge>
          </td>
          <td data-label={c.actions}>
            <LinkButton variant="secondary" to={relative(registrationsSubpath(target.kind, target.id, target.occurrence))} aria-label={`${t.show}: ${target.title} ${formatDate(target.startsAt)}`}>
              {t.show}
            </LinkButton>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
