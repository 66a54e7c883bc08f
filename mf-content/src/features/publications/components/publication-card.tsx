/** One publication on the home page: its title (h2), its text and a 'Lees over …' link to its page. */
import { css } from '@emotion/react';
import { Card, LinkButton, RichText } from '@kerk/kit/design-system';
import { texts } from '@kerk/kit/texts';

export interface PublicationCardProps {
  id: string;
  title: string;
  html: string;
  to: string;
}

export function PublicationCard({ id, title, html, to }: PublicationCardProps) {
  const titleId = `home-${id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      data-publication={id}
      css={(t) => css`display: flex; flex-direction: column; gap: ${t.space(2)}; height: 100%;`}
    >
      <h2 id={titleId} css={css`margin: 0;`}>
        {title}
      </h2>
      {html ? <RichText html={html} css={css`flex: 1;`} /> : null}
      <div>
        <LinkButton to={to} variant="secondary">
          {texts.common.buttons.readAbout} {title}
        </LinkButton>
      </div>
    </Card>
  );
}
