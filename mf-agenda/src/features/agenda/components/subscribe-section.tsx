/**
 * "Abonneer op de agenda": the `subscribe` text of the agenda page and a webcal:// link to the
 * iCalendar feed, plus the https address for calendar apps that only take a pasted URL.
 */
import { css } from '@emotion/react';
import { buttonStyles, RichText } from '@kerk/kit/design-system';
import { texts } from '../../../texts';

import { usePageUrl } from '../hooks/use-page-url';
import { agendaFeedUrls } from '../utils/event-links';

export function SubscribeSection({ intro }: { intro?: string }) {
  const feed = agendaFeedUrls(usePageUrl());
  return (
    <section aria-labelledby="agenda-subscribe-title" css={(t) => css`margin-top: ${t.space(10)}; border-top: 1px solid ${t.colors.border}; padding-top: ${t.space(6)};`}>
      <h2 id="agenda-subscribe-title">{texts.agenda.subscribe.title}</h2>
      {intro ? <RichText html={intro} /> : null}
      <p>
        <a href={feed.webcal} css={buttonStyles('primary')}>
          {texts.agenda.subscribe.link}
        </a>
      </p>
      <p css={css`margin-bottom: 0.25em;`}>{texts.agenda.subscribe.copy}</p>
      <code data-testid="agenda-feed-url" css={(t) => css`display: inline-block; padding: ${t.space(2)}; background: ${t.colors.surfaceAlt}; overflow-wrap: anywhere;`}>
        {feed.http}
      </code>
    </section>
  );
}
