/** /zijstroom/bevestigd: where the confirmation link leads (api/src/site/newsletter-post.ts), with `?link=` when it did not confirm. */
import { css } from '@emotion/react';
import { newsletter } from '@kerk/kit/newsletter';
import { Alert, LinkButton, PageHeader } from '@kerk/kit/design-system';
import { pathTo, useSearchParams } from '@kerk/kit/router';

import { texts } from '../../../texts';

const t = texts.content.zijstroom.confirmed;
const MESSAGES: Record<string, string> = { gebruikt: t.used, verlopen: t.expired, onbekend: t.unknown };

export function ConfirmedPage() {
  const [params] = useSearchParams();
  const problem = MESSAGES[params.get(newsletter.links.linkParam) ?? ''];
  return (
    <div css={(th) => css`max-width: ${th.measure}; margin: 0 auto;`}>
      <PageHeader title={t.title} />
      {problem ? <Alert tone="error">{problem}</Alert> : <Alert tone="success">{t.ok}</Alert>}
      {problem && problem !== t.used ? (
        <p>
          <LinkButton to={`${pathTo('zijstroom')}#aanmelden`}>{t.again}</LinkButton>
        </p>
      ) : null}
    </div>
  );
}
