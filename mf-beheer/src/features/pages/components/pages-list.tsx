/** The pages to edit: name, last change (who and when) and "Concept" when a draft waits. */
import { formatDateTime } from '@kerk/kit/dates';
import { Badge, RetryAlert } from '@kerk/kit/design-system';
import { Link } from '@kerk/kit/router';

import { DataTable } from '../../../lib/data-table';
import { pagesTexts as t } from '../../../texts';
import { useListPagesQuery } from '../api/pages-api';

export function PagesList({ pathOf }: { pathOf: (name: string) => string }) {
  const { data, isLoading, isError, refetch } = useListPagesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <RetryAlert message={t.loadFailed} onRetry={() => void refetch()} />;
  return (
    <DataTable columns={[t.columns.page, t.columns.changed, t.columns.status]}>
      {data.map((page) => (
        <tr key={page.name}>
          <th scope="row">
            <Link to={pathOf(page.name)}>{page.label}</Link>
          </th>
          <td data-label={t.columns.changed}>{page.updatedAt ? t.changedBy(page.updatedBy ?? '', formatDateTime(page.updatedAt)) : t.never}</td>
          <td data-label={t.columns.status}>{page.hasDraft ? <Badge>{t.draft}</Badge> : t.published}</td>
        </tr>
      ))}
    </DataTable>
  );
}
