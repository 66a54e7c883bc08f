/**
 * After a 409: who saved in between and when (the kit's sentence, the one the API answers), what
 * is stored now next to what this editor wanted to save, and the two ways on: take theirs, or
 * save their own over it on purpose. Nothing is overwritten without this choice.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';

import { siteSettingsTexts } from '../../../texts';

const t = siteSettingsTexts.conflict;

export interface ConflictRow {
  label: string;
  theirs: string;
  yours: string;
}

export interface ConflictNoticeProps {
  message: string;
  /** Every field, the differing ones marked. */
  rows: ConflictRow[];
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

const cell = css`text-align: left; padding: 0.25rem 0.75rem 0.25rem 0; vertical-align: top; overflow-wrap: anywhere;`;

export function ConflictNotice({ message, rows, onTakeTheirs, onKeepMine }: ConflictNoticeProps) {
  const differing = rows.filter((row) => row.theirs !== row.yours);
  return (
    <Alert tone="error">
      <p css={css`margin-top: 0;`}>{message}</p>
      <table css={css`border-collapse: collapse; width: 100%;`}>
        <caption css={css`text-align: left; font-weight: 600; margin-bottom: 0.25rem;`}>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>{t.field}</th>
            <th scope="col" css={cell}>{t.theirs}</th>
            <th scope="col" css={cell}>{t.yours}</th>
          </tr>
        </thead>
        <tbody>
          {differing.map((row) => (
            <tr key={row.label}>
              <th scope="row" css={cell}>{row.label}</th>
              <td css={cell}>{row.theirs || t.empty}</td>
              <td css={cell}>{row.yours || t.empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div css={css`display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 1rem;`}>
        <Button onClick={onTakeTheirs}>{t.takeTheirs}</Button>
        <Button variant="ghost" onClick={onKeepMine}>{t.keepMine}</Button>
      </div>
    </Alert>
  );
}
