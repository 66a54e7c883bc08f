/**
 * "Volgende dienst" of one church, from the services API. Optional by design: while loading it
 * keeps a line's height, and when the services API is missing, fails or has nothing planned the
 * line is simply absent.
 */
import { css } from '@emotion/react';
import { formatDay, formatTime } from '@kerk/kit/dates';
import { keepTogether, Skeleton } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import { Link, pathTo } from '@kerk/kit/router';

import { useGetNextServiceQuery } from '../api/churches-api';

const t = texts.community.churches;

export function NextService({ location, from }: { location: string; from: string }) {
  const { data, isLoading, isError } = useGetNextServiceQuery({ location, from });
  if (isLoading) return <Skeleton height="1.6em" width="70%" />;
  if (isError || !data) return null;
  const when = t.serviceAt(formatDay(data.startsAt), formatTime(data.startsAt));
  return (
    <p data-next-service css={(th) => css`margin: ${th.space(3)} 0 0;`}>
      <strong>{t.nextService}:</strong> <Link to={pathTo('service', { id: data.id })}>{keepTogether(when)}</Link>
      {data.preacher ? `, ${data.preacher}` : null}
    </p>
  );
}
