/**
 * The conflict screen of every content type (issue 30), after a 409: per field what the other
 * editor changed, highlighted word by word against what the form started from, with who and when.
 * A field only one side changed merges by itself; for a field both changed the editor chooses, and
 * "Mijn versie" first warns that it overwrites the other's change. Nothing typed is lost: "Terug
 * naar het formulier" keeps the editor's own values.
 */
import { css } from '@emotion/react';
import type { ContentType } from '@kerk/kit/content-types';
import { formatDateTime } from '@kerk/kit/dates';
import { Alert, Button } from '@kerk/kit/design-system';
import { useEffect, useRef, useState } from 'react';

import { contentTexts } from '../../texts';
import { ConfirmDialog } from './confirm-dialog';
import { DiffText } from './diff-view';
import type { FormValues } from './form-values';
import { type FieldMerge, mergedValues, mergeFields, undecided } from './merge';

const t = contentTexts.conflict;

export interface ConflictScreenProps {
  type: ContentType;
  /** The API's Dutch message (who changed it, and when). */
  message: string;
  base: FormValues;
  mine: FormValues;
  theirs: FormValues;
  /** Who saved the other version, and when (ISO). */
  by: string;
  at: string;
  /** A value as the editor reads it (a church's name for its slug, "ja" for true). */
  display: (name: string, value: unknown) => string;
  busy?: boolean;
  onSave: (merged: FormValues) => void;
  onBack: () => void;
}

const boxStyle = css`
  border-left: 4px solid;
  padding: 0.25rem 0 0.25rem 0.75rem;
  margin: 0 0 1rem;
`;

function FieldChange({ field, by, display, choice, onChoose }: { field: FieldMerge; by: string; display: ConflictScreenProps['display']; choice?: 'mine' | 'theirs'; onChoose: (choice: 'mine' | 'theirs') => void }) {
  const show = (value: unknown) => display(field.name, value) || t.empty;
  const [base, mine, theirs] = [show(field.base), show(field.mine), show(field.theirs)];
  if (field.state !== 'both') {
    const [note, after] = field.state === 'theirs' ? [t.theirsChanged(by), theirs] : [t.mineChanged, mine];
    return (
      <section aria-label={field.label} data-merge={field.state} css={(th) => css`${boxStyle}; border-left-color: ${field.state === 'theirs' ? th.colors.primary : th.colors.border};`}>
        <h4 css={css`margin: 0;`}>{field.label}</h4>
        <p css={css`margin: 0.25rem 0;`}>{note}</p>
        <DiffText before={base} after={after} />
      </section>
    );
  }
  const name = `keuze-${field.name}`;
  return (
    <fieldset data-merge="both" css={(th) => css`${boxStyle}; border: 2px solid ${th.colors.danger}; border-radius: ${th.radius}; padding: ${th.space(3)};`}>
      <legend css={css`font-weight: 700; padding: 0 0.25rem;`}>{field.label}</legend>
      <p css={css`margin: 0 0 0.5rem;`}>{t.bothChanged}</p>
      {(['theirs', 'mine'] as const).map((side) => (
        <div key={side} css={css`margin-bottom: 0.75rem;`}>
          <label css={css`display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; font-weight: 700;`}>
            <input type="radio" name={name} value={side} checked={choice === side} onChange={() => onChoose(side)} css={css`width: 1.25rem; height: 1.25rem;`} />
            {side === 'theirs' ? t.theirs(by) : t.mine}
          </label>
          <DiffText before={base} after={side === 'theirs' ? theirs : mine} />
        </div>
      ))}
    </fieldset>
  );
}

export function ConflictScreen({ type, message, base, mine, theirs, by, at, display, busy = false, onSave, onBack }: ConflictScreenProps) {
  const merges = mergeFields(type, base, mine, theirs).filter((field) => field.state !== 'same');
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const [asking, setAsking] = useState<FieldMerge | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const who = by || contentTexts.unknownPerson;
  const choose = (field: FieldMerge, side: 'mine' | 'theirs') => {
    setProblem(null);
    if (side === 'mine') setAsking(field);
    else setChoices((c) => ({ ...c, [field.name]: 'theirs' }));
  };
  const save = () => {
    const open = undecided(merges, choices);
    if (open.length > 0) return setProblem(t.chooseFirst(open.map((f) => f.label).join(', ')));
    onSave(mergedValues(merges, mine, choices));
  };
  return (
    <section aria-labelledby="conflict-title" css={(th) => css`margin: ${th.space(5)} 0;`}>
      <h3 id="conflict-title" ref={heading} tabIndex={-1}>
        {t.title}
      </h3>
      <Alert tone="error">{message}</Alert>
      <p>{t.intro(who, at ? formatDateTime(at) : '')}</p>
      {merges.map((field) => (
        <FieldChange key={field.name} field={field} by={who} display={display} choice={choices[field.name]} onChoose={(side) => choose(field, side)} />
      ))}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)}; margin-top: ${th.space(4)};`}>
        <Button onClick={save} disabled={busy}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t.back}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          message={t.mineWarning(who, asking.label)}
          confirmLabel={t.mineConfirm}
          cancelLabel={t.cancel}
          onConfirm={() => {
            setChoices((c) => ({ ...c, [asking.name]: 'mine' }));
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
