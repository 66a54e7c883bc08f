/**
 * A grid of link cards for overview pages ("Onze gemeente", "Taakgroepen"): each card is a heading
 * whose link covers the whole card (so the hit area is large) plus a short text. One link per card
 * keeps screen-reader link lists short. The title is drawn as a link (link colour, underlined), with an arrow.
 */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { Link } from '../../router';

export interface NavCardItem {
  to: string;
  title: string;
  text: string;
}

export interface NavCardsProps extends HTMLAttributes<HTMLUListElement> {
  items: NavCardItem[];
  /** Level of the card titles under the section's own heading. */
  headingLevel?: 'h2' | 'h3';
}

export function NavCards({ items, headingLevel: Heading = 'h3', ...rest }: NavCardsProps) {
  return (
    <ul
      css={(t) => css`
        list-style: none;
        margin: ${t.space(4)} 0;
        padding: 0;
        display: grid;
        gap: ${t.space(4)};
        grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
      `}
      {...rest}
    >
      {items.map((item) => (
        <li
          key={item.to}
          css={(t) => css`
            position: relative;
            background: ${t.colors.surface};
            border: 1px solid ${t.colors.border};
            border-top: 4px solid ${t.colors.action};
            border-radius: ${t.radius};
            padding: ${t.space(4)};
            &:hover { border-color: ${t.colors.action}; }
            &:focus-within { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
          `}
        >
          <Heading css={(t) => css`margin: 0 0 ${t.space(2)}; font-size: 1.2rem;`}>
            {/* Coloured and underlined like every link of page text: a title that is a link looks like one. */}
            <Link
              to={item.to}
              css={(t) => css`
                color: ${t.colors.link};
                text-decoration: underline;
                text-underline-offset: 0.15em;
                &:hover { text-decoration-thickness: 3px; }
                &:focus-visible { outline: none; }
                &::after { content: ''; position: absolute; inset: 0; }
              `}
            >
              {item.title}
              <span aria-hidden="true" css={(t) => css`margin-left: ${t.space(2)}; text-decoration: none; display: inline-block;`}>
                →
              </span>
            </Link>
          </Heading>
          <p css={(t) => css`margin: 0; color: ${t.colors.textMuted};`}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
