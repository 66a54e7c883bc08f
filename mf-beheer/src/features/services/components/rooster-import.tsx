/**
 * "Rooster inlezen": the columns explained with an example file to download, a file chosen, the
 * server's preview per row (its Dutch errors and duplicates), then "Importeren" saves the good rows.
 */
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { DataTable } from '../../../lib/data-table';
import { servicesTexts } from '../../../texts';
import { type ImportAnswer, useImportRoosterMutation } from '../api/services-api';

const t = servicesTexts.importView;

const EXAMPLE = `${t.columns.map(([name]) => name).join(';')}\n7-12-2026;10:00;Druten;ds. J. de Vries;Tweede Advent;"Kerk in Actie; Diaconie";ja;https://kerkdienstgemist.nl/stations/1234;\n`;
const exampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${EXAMPLE}`)}`;

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
      if (confirm) onDone(servicesTexts.importView.done(answer.imported));
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
        {t.columns.map(([name, note]) => (
          <li key={name}>
            <strong>{name}</strong>
            {note ? `: ${note}` : ''}
          </li>
        ))}
      </ul>
      <p>
        <a href={exampleHref} download="rooster-voorbeeld.csv">
          {t.example}
        </a>
      </p>
      <p>
        <label htmlFor="rooster-bestand">{t.file}</label>{' '}
        <input
          id="rooster-bestand"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setPreview(null);
          }}
        />{' '}
        <button type="button" disabled={!file || isLoading} onClick={() => void run(false)}>
          {t.check}
        </button>
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {preview ? (
        <>
          <p role="status">{t.previewTitle(preview.importable, preview.rows.length)}</p>
          <DataTable columns={[t.columnsPreview.row, t.columnsPreview.service, t.columnsPreview.result]}>
            {preview.rows.map((row) => (
              <tr key={row.row}>
                <td data-label={t.columnsPreview.row}>{row.row}</td>
                <td data-label={t.columnsPreview.service}>{[row.service.date, row.service.time, row.service.churchName, row.service.preacher].filter(Boolean).join(' · ')}</td>
                <td data-label={t.columnsPreview.result}>
                  {row.errors.length === 0 && !row.duplicate ? (
                    row.warning ? (
                      <>
                        {t.ok} <span>{row.warning}</span>
                      </>
                    ) : (
                      t.ok
                    )
                  ) : (
                    <ul>
                      {[...row.errors, ...(row.duplicate ? [row.duplicate] : [])].map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <p>
            <button type="button" disabled={preview.importable === 0 || isLoading} onClick={() => void run(true)}>
              {t.submit}
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}
