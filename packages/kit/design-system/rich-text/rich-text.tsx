/**
 * Renders HTML from the page store. The API sanitizes every HTML partial with sanitize-html when it
 * enters the database, so the browser only renders what passed that allow-list.
 */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

export function RichText({ html, ...rest }: RichTextProps) {
  return (
    <div
      // Marks article text for the print stylesheet, which prints link addresses only in here.
      data-rich-text=""
      css={(t) => css`
        overflow-wrap: anywhere;
        & > :first-of-type { margin-top: 0; }
        table { border-collapse: collapse; width: 100%; margin: ${t.space(4)} 0; }
        th, td { border: 1px solid ${t.colors.border}; padding: ${t.space(2)}; text-align: left; }
        td:last-child, th:last-child { text-align: right; }
        blockquote { border-left: 4px solid ${t.colors.secondary}; margin: 0; padding-left: ${t.space(4)}; }
      `}
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
