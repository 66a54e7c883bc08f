/**
 * Text with the found words marked: plain text plus ranges from the API, rendered as React text and
 * <mark> elements, so nothing in a result is ever parsed as HTML. Ranges that overlap, run past the
 * text or are out of order are skipped rather than trusted.
 */
import { css, type Theme } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';

import type { TextRange } from '../api/search-api';

const markStyle = (t: Theme) => css`
  mark {
    background: ${t.colors.surfaceAlt};
    color: inherit;
    font-weight: 700;
    box-shadow: inset 0 -2px ${t.colors.action};
  }
`;

export function MarkedText({ text, marks }: { text: string; marks: TextRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of marks) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(<mark key={`m${start}`}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <span css={markStyle}>{parts}</span>;
}
