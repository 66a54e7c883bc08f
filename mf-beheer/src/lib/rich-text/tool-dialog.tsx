/**
 * The small dialog of a toolbar button that needs an address (link, image, video): the platform's
 * modal `<dialog>` (focus inside, Escape closes, the page behind is inert), Dutch labels and an
 * error tied to its field. Closing returns focus to the editor (the caller's `onClose`).
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';

import { pagesTexts } from '../../texts';

export interface DialogField {
  name: string;
  label: string;
  help?: string;
  initial?: string;
}

export interface ToolDialogProps {
  title: string;
  fields: readonly DialogField[];
  submitLabel: string;
  /** Per-field Dutch errors for the values, or null when they are fine. */
  validate: (values: Record<string, string>) => Record<string, string> | null;
  onSubmit: (values: Record<string, string>) => void;
  onClose: () => void;
  /** An extra action, e.g. "Link verwijderen" for an existing link. */
  extra?: { label: string; onClick: () => void };
}

const fieldCss = css`display: block; width: 100%; font: inherit; padding: 0.5rem; margin-top: 0.25rem;`;

export function ToolDialog({ title, fields, submitLabel, validate, onSubmit, onClose, extra }: ToolDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a submit along the component tree, portal or not: the form of the editor around it must not submit too.
    event.stopPropagation();
    const found = validate(values);
    if (found) {
      setErrors(found);
      ref.current?.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  // In the page outside the form the editor may sit in: a form may not hold another form.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      css={(t) => css`max-width: 34rem; width: calc(100% - 2rem); border: 1px solid ${t.colors.border}; border-radius: ${t.radius}; padding: ${t.space(5)}; background: ${t.colors.surface}; color: ${t.colors.text};`}
    >
      <form onSubmit={submit} noValidate>
        <h3 id={`${id}-title`} css={css`margin-top: 0;`}>{title}</h3>
        {fields.map((field) => {
          const error = errors[field.name];
          const described = [field.help ? `${id}-${field.name}-help` : '', error ? `${id}-${field.name}-error` : ''].filter(Boolean).join(' ');
          return (
            <p key={field.name}>
              <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                value={values[field.name]}
                onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                css={fieldCss}
              />
              {field.help ? <small id={`${id}-${field.name}-help`}>{field.help}</small> : null}
              {error ? (
                <strong id={`${id}-${field.name}-error`} css={(t) => css`display: block; color: ${t.colors.danger};`}>
                  {error}
                </strong>
              ) : null}
            </p>
          );
        })}
        <div css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
          <Button type="submit">{submitLabel}</Button>
          {extra ? (
            <Button variant="ghost" onClick={extra.onClick}>
              {extra.label}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => ref.current?.close()}>
            {pagesTexts.editor.cancel}
          </Button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
