/**
 * /zijstroom/afmelden?token=: the "Afmelden" link of every issue. A button, not the visit itself,
 * unsubscribes (a mail scanner following links must not); it is a plain form POST, so it works
 * without JavaScript, and the server redirects to `?klaar=1`, which says it is done.
 */
import { css } from '@emotion/react';
import { newsletter } from '@kerk/kit/newsletter';
import { Alert, Button, PageHeader } from '@kerk/kit/design-system';
import { pathTo, useSearchParams } from '@kerk/kit/router';

import { texts } from '../../../texts';

const t = texts.content.zijstroom.unsubscribe;

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const done = params.get(newsletter.links.doneParam) === '1';
  const unknown = params.get(newsletter.links.linkParam) === 'onbekend';
  return (
    <div css={(th) => css`max-width: ${th.measure}; margin: 0 auto;`}>
      <PageHeader title={t.title} />
      {done ? (
        <div data-unsubscribed>
          <Alert tone="success">{t.done}</Alert>
          <p>{t.doneMore}</p>
        </div>
      ) : unknown ? (
        <Alert tone="error">{t.unknown}</Alert>
      ) : token ? (
        <form method="post" action={`${pathTo('zijstroomUnsubscribe')}?token=${encodeURIComponent(token)}`}>
          <p>{t.ask}</p>
          <input type="hidden" name="pagina" value="1" />
          <Button type="submit">{t.button}</Button>
        </form>
      ) : (
        <p>{t.noToken}</p>
      )}
    </div>
  );
}
