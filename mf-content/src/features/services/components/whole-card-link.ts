/**
 * A card's one link (Details) made to cover the whole card, so a tap anywhere on it opens the
 * service: the link's `::after` spans the card, which is its containing block (`position: relative`).
 * Only the link is focusable and read out, with its own name.
 */
import { css } from '@emotion/react';

export const cardWithLink = css`position: relative;`;

export const wholeCardLink = css`
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
`;
