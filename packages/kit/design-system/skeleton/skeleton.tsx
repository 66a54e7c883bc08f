/** Placeholder blocks with the final content's size, so loading never makes the layout jump. */
import { css, keyframes } from '@emotion/react';
import type { HTMLAttributes } from 'react';

import { common } from '../../texts/nl/common';

const pulse = keyframes`0%,100%{opacity:1}50%{opacity:.55}`;

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  height?: string;
  width?: string;
  lines?: number;
}

export function Skeleton({ height = '1.2em', width = '100%', lines = 1, ...rest }: SkeletonProps) {
  return (
    <div role="status" aria-label={common.loading} aria-busy="true" {...rest}>
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          css={(t) => css`
            height: ${height};
            width: ${i === lines - 1 && lines > 1 ? '70%' : width};
            margin-bottom: ${t.space(2)};
            border-radius: ${t.radius};
            background: ${t.colors.skeleton};
            animation: ${pulse} 1.5s ease-in-out infinite;
          `}
        />
      ))}
    </div>
  );
}
