/**
 * The foot of a settings form: the app's form foot (a failure in one sentence, "Opslaan", busy),
 * with the sentence after a save and its "Ongedaan maken".
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';

import { FormFoot } from '../../../lib/form-foot';
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
  const saved = notice ? (
    <Alert tone="success">
      {notice}{' '}
      {onUndo ? (
        <Button variant="ghost" onClick={onUndo} css={css`margin-left: 0.5rem;`}>
          {t.undo}
        </Button>
      ) : null}
    </Alert>
  ) : null;
  return <FormFoot label={label} busyText={t.saving} submitting={submitting} submitError={submitError} notice={saved} />;
}
