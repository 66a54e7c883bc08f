/**
 * "Rooster inlezen": the columns (the kit's ROOSTER_COLUMNS) explained with the API's example file to download, a file chosen,
 * the server's preview per row (RoosterPreview), then "Importeren" saves the new rows and updates.
 */
import { css } from '@emotion/react';
import { ROOSTER_COLUMNS } from '@kerk/kit/content-types';
import { Alert, Button } from '@kerk/kit/design-system';
import { type ApiError, getApiBase } from '@kerk/kit/http';
import { useState } from 'react';

import { servicesTexts } from '../../../texts';
import { type ImportAnswer, useImportRoosterMutation } from '../api/services-api';
import { RoosterPreview } from './rooster-preview';

const t = servicesTexts.importView;

/** The file's bytes as base64, as the API takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function RoosterImport({ onDone }: { onDone: (text: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useImportRoosterMutation();

  const run = async (confirm: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const answer = await send({ content: await base64Of(file), fileName: file.name, confirm }).unwrap();
      if (confirm) onDone(t.done(answer.imported, answer.updated));
      else setPreview(answer);
    } catch (caught) {
      setError((caught as ApiError).message);
    }
  };

  return (
    <section aria-labelledby="rooster-titel">
      <h3 id="rooster-titel">{t.title}</h3>
      <p>{t.intro}</p>
      <p>{t.columnsTitle}</p>
      <ul>
        {ROOSTER_COLUMNS.map(({ field, header }) => (
          <li key={field}>
            <strong>{header}</strong>
            {t.columnNotes[field] ? `: ${t.columnNotes[field]}` : ''}
          </li>
        ))}
      </ul>
      <p>{t.existing}</p>
      <p>
        <a href={`${getApiBase()}/admin/services/import/voorbeeld.csv`} download="rooster-voorbeeld.csv">
          {t.example}
        </a>
      </p>
      <p>
        <label htmlFor="rooster-bestand">{t.file}</label>{' '}
        <input
          id="rooster-bestand"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          css={css`max-width: 100%;`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setPreview(null);
          }}
        />{' '}
        <Button variant="ghost" disabled={!file || isLoading} onClick={() => void run(false)}>
          {t.check}
        </Button>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {preview ? (
        <>
          <p role="status">{t.previewTitle(preview.importable, preview.rows.length)}</p>
          <RoosterPreview answer={preview} />
          <p>
            <Button disabled={preview.importable === 0 || isLoading} onClick={() => void run(true)}>
              {t.submit}
            </Button>
          </p>
        </>
      ) : null}
    </section>
  );
}
