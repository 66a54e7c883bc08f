/**
 * "Logboek" (beheerder only): who did what in the editing app, when and from which IP address,
 * newest first, as a table in plain Dutch (the kit's labels of the audit actions), 50 a page with
 * the page in the URL (`?pagina=`), so every page has an address.
 */
import { css } from '@emotion/react';
import { accounts } from '@kerk/kit/accounts';
import { formatDateTime } from '@kerk/kit/dates';
import { Alert, Pagination } from '@kerk/kit/design-system';
import { useSearchParams } from '@kerk/kit/router';
import { parsePageParam } from '@kerk/kit/validation';

import { accountTexts } from '../../../texts';
import { useAuditLogQuery } from '../api/audit-api';

const t = accountTexts.auditLog;

const tableStyles = css`
  width: 100%; border-collapse: collapse;
  th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid currentColor; }
`;

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
        <div css={css`overflow-x: auto;`}>
          <table css={tableStyles}>
            <caption css={css`text-align: left; font-weight: 600;`}>{t.tableCaption}</caption>
            <thead>
              <tr>
                {Object.values(t.columns).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor || t.nobody}</td>
                  <td>{accounts.labels.actions[entry.action] ?? entry.action}</td>
                  <td>{entry.subject}</td>
                  <td>{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={page} pages={pages} to={(n) => ({ search: n === 1 ? '' : `?pagina=${n}` })} labels={t.pagination} />
    </section>
  );
}
