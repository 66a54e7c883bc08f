/** Shared bits of the agenda lists: the polite status line, the empty state and the load error. */
import { css } from '@emotion/react';
import { RetryAlert } from '@kerk/kit/design-system';
import { texts } from '../../../texts';

import { visuallyHidden } from './visually-hidden';

/** Visible only to assistive technology: announces what the list now holds after a change. */
export function ListStatus({ text }: { text: string }) {
  return (
    <p role="status" css={visuallyHidden}>
      {text}
    </p>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <p data-testid="agenda-empty" css={(t) => css`padding: ${t.space(6)} ${t.space(4)}; background: ${t.colors.surfaceAlt}; border-radius: ${t.radius}; text-align: center;`}>
      {text}
    </p>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={texts.agenda.loadFailed} onRetry={onRetry} />;
}
