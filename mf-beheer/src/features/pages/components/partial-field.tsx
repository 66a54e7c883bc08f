/** One text of a page: a plain input for a `text` partial, the rich-text editor of its preset otherwise. */
import { css } from '@emotion/react';
import { isRichPreset } from '@kerk/kit/editing';

import type { EditablePartial } from '../api/pages-api';
import { inputCss, LengthNote } from './field-length';
import { RichTextEditor } from '../../../lib/rich-text/rich-text-editor';

export interface PartialFieldProps {
  partial: EditablePartial;
  value: string;
  /** The server's error for this text (`fields['partials.<name>']`). */
  error?: string;
  onChange: (value: string) => void;
}

export function PartialField({ partial, value, error, onChange }: PartialFieldProps) {
  const id = `partial-${partial.name}`;
  const noteId = `${id}-length`;
  return (
    <div css={(t) => css`margin: ${t.space(6)} 0;`} data-partial={partial.name}>
      {isRichPreset(partial.kind) ? (
        <>
          <p id={`${id}-label`} css={css`font-weight: 600; margin-bottom: 0.25rem;`}>
            {partial.label}
          </p>
          <RichTextEditor preset={partial.kind} label={partial.label} initialHtml={value} onChange={onChange} describedBy={noteId} />
        </>
      ) : (
        <>
          <label htmlFor={id} css={css`font-weight: 600;`}>
            {partial.label}
          </label>
          <input
            id={id}
            value={value}
            aria-describedby={noteId}
            aria-invalid={error || value.length > partial.maxLength ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
            css={inputCss}
          />
        </>
      )}
      <LengthNote id={noteId} length={value.length} max={partial.maxLength} error={error} />
    </div>
  );
}
