/**
 * "Logboek" (beheerder only): who did what in the editing app, when and from which IP address,
 * newest first, as a table in plain Dutch (the kit's labels of the audit actions), 50 a page with
 * the page in the URL (`?pagina=`), so every page has an address.
 */
import { accounts } from '@kerk/kit/accounts';
import { formatDateTime } from '@kerk/kit/dates';
import { Alert, Pagination } from '@kerk/kit/design-system';
import { useSearchParams } from '@kerk/kit/router';
import { parsePageParam } from '@kerk/kit/validation';

import { DataTable } from '../../../lib/data-table';
import { accountTexts } from '../../../texts';
import { useAuditLogQuery } from '../api/audit-api';

const t = accountTexts.auditLog;

export function AuditLog() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('pagina'));
  const { data, isLoading, isError } = useAuditLogQuery(page);
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize)) : 1;

  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      {isLoading ? <p role="status">{t.loading}</p> : null}
      {isError ? <Alert tone="error">{t.loadFailed}</Alert> : null}
      {data && data.data.length === 0 ? <p>{t.empty}</p> : null}
      {data && data.data.length > 0 ? (
        <DataTable caption={t.tableCaption} columns={Object.values(t.columns)}>
          {data.data.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t.columns.at}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td data-label={t.columns.actor}>{entry.actor || t.nobody}</td>
              <td data-label={t.columns.action}>{accounts.labels.actions[entry.action] ?? entry.action}</td>
              <td data-label={t.columns.subject}>{entry.subject}</td>
              <td data-label={t.columns.ip}>{entry.ip}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pagination page={page} pages={pages} to={(n) => ({ search: n === 1 ? '' : `?pagina=${n}` })} labels={t.pagination} />
    </section>
  );
}
