/**
 * The foot of a form: "Opslaan", what is happening (busy, saved), a failure in one sentence, and
 * "Ongedaan maken" after a save.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';

import { siteSettingsTexts as t } from '../../../texts';

export interface SaveBarProps {
  label: string;
  submitting?: boolean;
  submitError?: string;
  /** The sentence after a save. */
  notice?: string;
  /** Shown when the last save can be undone. */
  onUndo?: () => void;
}

export function SaveBar({ label, submitting, submitError, notice, onUndo }: SaveBarProps) {
  return (
    <>
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {notice ? (
        <Alert tone="success">
          {notice}{' '}
          {onUndo ? (
            <Button variant="ghost" onClick={onUndo} css={css`margin-left: 0.5rem;`}>
              {t.undo}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div css={(theme) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space(4)};`}>
        <Button type="submit" disabled={submitting}>
          {label}
        </Button>
        <span role="status">{submitting ? t.saving : ''}</span>
      </div>
    </>
  );
}
