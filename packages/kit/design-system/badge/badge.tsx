/** A short status label next to a title ("Online te volgen", "Nu live"); text, so screen readers read it. */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** `accent` (secondary colour) draws attention, e.g. for something live; `neutral` is quiet. */
  tone?: 'primary' | 'accent' | 'neutral';
}

export function Badge({ tone = 'primary', ...rest }: BadgeProps) {
  return (
    <span
      data-badge={tone}
      css={(t) => css`
        display: inline-block;
        padding: 0 ${t.space(2)};
        border-radius: 999px;
        font-size: 0.9375rem;
        font-weight: 600;
        line-height: 1.6;
        white-space: nowrap;
        background: ${tone === 'accent' ? t.colors.secondary : tone === 'primary' ? t.colors.primary : t.colors.surfaceAlt};
        color: ${tone === 'accent' ? t.colors.onSecondary : tone === 'primary' ? t.colors.onPrimary : t.colors.text};
        border: 1px solid ${tone === 'neutral' ? t.colors.border : 'transparent'};
      `}
      {...rest}
    />
  );
}
