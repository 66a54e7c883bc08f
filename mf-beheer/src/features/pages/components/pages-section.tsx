/**
 * The "Pagina's" section (`/beheer/paginas`): the list, and below it each page's edit screen
 * (`/beheer/paginas/:name`). `basePath` is the section's own path.
 */
import { css } from '@emotion/react';
import type { ApiError } from '@kerk/kit/http';
import { Alert, RetryAlert } from '@kerk/kit/design-system';
import { Link, Route, Routes, useParams } from '@kerk/kit/router';
import { useRef } from 'react';

import { pagesTexts as t } from '../../../texts';
import { type EditablePage, useGetEditablePageQuery } from '../api/pages-api';
import { PageEditor } from './page-editor';
import { PagesList } from './pages-list';

export interface PagesSectionProps {
  basePath: string;
}

function EditScreen({ basePath }: PagesSectionProps) {
  const { name = '' } = useParams();
  // Always the server's newest when opened: another editor may have published since. Later answers
  // (a 409's fresh version) do not remount the editor: its own state holds the texts being edited.
  const { data: answer, error, isFetching, refetch } = useGetEditablePageQuery(name, { refetchOnMountOrArgChange: true });
  // Once open, the editor stays as it is: a later read (the tab focused again while the session had
  // ended, a refetch after signing in) never puts an older text over what is on screen (issue 41).
  const first = useRef<EditablePage | undefined>(undefined);
  if (!first.current && answer) first.current = answer;
  const data = first.current;
  const back = <Link to={basePath}>{t.backToList}</Link>;
  let body;
  if (data) body = <PageEditor key={data.name} page={data} />;
  else if (isFetching) body = <p role="status">{t.loading}</p>;
  else if ((error as ApiError | undefined)?.status === 404) body = <Alert tone="error">{t.notFound}</Alert>;
  // Not this editor's to open (the footer is a beheerder's): the API's Dutch reason, no retry.
  else if ((error as ApiError | undefined)?.status === 403) body = <Alert tone="error">{(error as ApiError).message}</Alert>;
  else body = <RetryAlert message={(error as ApiError | undefined)?.message ?? t.loadFailed} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="page-title">
      <p css={css`margin: 0;`}>{back}</p>
      <h2 id="page-title">{data?.label ?? t.title}</h2>
      {body}
    </section>
  );
}

/** Another page's name is another screen: nothing of the first page stays. */
function EditRoute({ basePath }: PagesSectionProps) {
  const { name = '' } = useParams();
  return <EditScreen key={name} basePath={basePath} />;
}

export function PagesSection({ basePath }: PagesSectionProps) {
  return (
    <Routes>
      <Route
        index
        element={
          <section aria-labelledby="pages-title">
            <h2 id="pages-title">{t.title}</h2>
            <p>{t.intro}</p>
            <PagesList pathOf={(name) => `${basePath}/${encodeURIComponent(name)}`} />
          </section>
        }
      />
      <Route path=":name" element={<EditRoute basePath={basePath} />} />
    </Routes>
  );
}
