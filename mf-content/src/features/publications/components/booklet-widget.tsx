/**
 * Home section "the blue booklet": the yearbook with addresses, for members only (so it is not
 * published online). Texts from the index page; the request goes through the contact form.
 */
import { css } from '@emotion/react';
import { Card, LinkButton, RichText, Skeleton } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';
import { texts } from '../../../texts';

import { useHomeTexts } from '../hooks/use-home-texts';
import { BookletDrawing } from './booklet-drawing';

export function BookletWidget() {
  const home = useHomeTexts();
  return (
    <section aria-labelledby="home-booklet-title" data-widget="booklet">
      <Card
        as="div"
        css={(t) => css`
          display: grid;
          gap: ${t.space(4)};
          align-items: center;
          ${t.mq.md} { grid-template-columns: 8rem 1fr; }
        `}
      >
        <BookletDrawing />
        {home.ready ? (
          <div>
            <h2 id="home-booklet-title" css={css`margin-top: 0;`}>
              {home.hasTexts ? home.text('booklet-title') : texts.content.booklet.fallbackTitle}
            </h2>
            {home.hasTexts ? <RichText html={home.text('booklet-text')} /> : null}
            <p css={css`margin-bottom: 0;`}>
              <LinkButton to={pathTo('contact')} variant="ghost">
                {texts.content.booklet.request}
              </LinkButton>
            </p>
          </div>
        ) : (
          <div aria-busy="true">
            <Skeleton height="2rem" width="40%" />
            <Skeleton lines={3} />
          </div>
        )}
      </Card>
    </section>
  );
}
