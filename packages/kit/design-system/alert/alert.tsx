/** A message box: `error` is announced assertively (role=alert), others politely (role=status). */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: 'info' | 'success' | 'error';
}

export function Alert({ tone = 'info', ...rest }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={(t) => css`
        padding: ${t.space(3)} ${t.space(4)};
        border-radius: ${t.radius};
        border-left: 6px solid ${tone === 'error' ? t.colors.danger : tone === 'success' ? t.colors.success : t.colors.action};
        background: ${t.colors.surfaceAlt};
        color: ${t.colors.text};
        margin: ${t.space(4)} 0;
      `}
      {...rest}
    />
  );
}
