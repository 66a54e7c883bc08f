/**
 * A card's one link (a service's 'Details →', an article's 'Lees artikel →') made to cover the whole
 * card, so a tap anywhere on it opens what the card shows: the link's `::after` spans the card, which
 * is its containing block (`cardWithLink`: `position: relative`). Only the link is focusable and read
 * out, with its own name; the card holds no other link or button. The visible arrow is the link's own
 * (`<span aria-hidden="true">→</span>`).
 */
import { css } from '@emotion/react';

export const cardWithLink = css`position: relative;`;

export const wholeCardLink = css`
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
`;
