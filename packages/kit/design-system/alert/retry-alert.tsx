/** A failed load: the Dutch message and an "Opnieuw proberen" button that loads again. */
import { css } from '@emotion/react';

import { common } from '../../texts/nl/common';
import { Button } from '../button/button';
import { Alert, type AlertProps } from './alert';

export interface RetryAlertProps extends Omit<AlertProps, 'children'> {
  message: string;
  onRetry: () => void;
}

export function RetryAlert({ message, onRetry, tone = 'error', ...rest }: RetryAlertProps) {
  return (
    <Alert tone={tone} {...rest}>
      <p css={css`margin: 0 0 0.5rem;`}>{message}</p>
      <Button variant="ghost" onClick={onRetry}>
        {common.retry}
      </Button>
    </Alert>
  );
}
