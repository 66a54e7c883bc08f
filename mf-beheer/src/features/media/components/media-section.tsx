/**
 * "Foto's" (everyone, issue 16): upload a photo from a phone or PC with its required description,
 * and the library: thumbnails (srcset), the description editable, where each photo is used, and
 * delete after a confirmation; a photo still used is refused with the server's Dutch reason. A
 * photo the library holds already (the same file) is not added again: a notice names it and it
 * shows marked at the top of the list, its own description kept and editable there. Each photo's
 * focal point is chosen on it ("Belangrijkste punt kiezen", focus-dialog.tsx); its thumbnail is
 * cropped around it as the site crops it.
 */
import { css, type Theme } from '@emotion/react';
import { formatDateTime } from '@kerk/kit/dates';
import { Alert, Button, focusPosition, Pagination } from '@kerk/kit/design-system';
import { useSearchParams } from '@kerk/kit/router';
import { parsePageParam } from '@kerk/kit/validation';
import { useId, useState, type FormEvent } from 'react';

import { mediaTexts } from '../../../texts';
import {
  duplicateNotice,
  MEDIA_ACCEPT,
  MEDIA_MAX_BYTES,
  useDeleteMediaMutation,
  useMediaListQuery,
  useUpdateMediaAltMutation,
  useUploadMediaMutation,
  type MediaItem,
} from '../../../lib/media-api';
import { FocusDialog } from './focus-dialog';
import type { Focus } from './focus-picker';

const t = mediaTexts;

const errorMessage = (error: unknown): string => (error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : t.library.failed);

const field = css`
  display: grid;
  gap: 0.25rem;
  margin-block: 0.75rem;
  input,
  textarea {
    font: inherit;
    padding: 0.5rem;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  list-style: none;
  padding: 0;
  img {
    width: 100%;
    height: 10rem;
    object-fit: cover;
    display: block;
  }
`;

const markedCard = (th: Theme) => css`
  outline: 4px solid ${th.colors.secondary};
  outline-offset: 4px;
  border-radius: ${th.radius};
`;

/** `onUploaded`: the photo the library held already when the upload was one (to be marked), else null. */
function UploadForm({ onUploaded }: { onUploaded: (held: MediaItem | null) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const [upload, { isLoading }] = useUploadMediaMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!file) return setProblem(t.upload.fileRequired);
    if (file.size > MEDIA_MAX_BYTES) return setProblem(t.upload.tooLarge);
    if (!alt.trim()) return setProblem(t.upload.altRequired);
    setProblem(null);
    const result = await upload({ file, alt: alt.trim() });
    if ('error' in result) return setProblem(errorMessage(result.error));
    const { duplicate, ...item } = result.data;
    const notice = duplicateNotice(result.data, alt, 'library');
    setDone(notice ? { tone: 'info', text: notice } : { tone: 'success', text: t.upload.done });
    onUploaded(duplicate ? item : null);
    setFile(null);
    setAlt('');
    (event.target as HTMLFormElement).reset();
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={isLoading} noValidate>
      <h3 id={`${id}-title`}>{t.upload.heading}</h3>
      <div css={field}>
        <label htmlFor={`${id}-file`}>{t.upload.file}</label>
        <input id={`${id}-file`} name="foto" type="file" accept={MEDIA_ACCEPT} aria-describedby={`${id}-file-hint`} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <small id={`${id}-file-hint`}>{t.upload.fileHint}</small>
      </div>
      <div css={field}>
        <label htmlFor={`${id}-alt`}>{t.upload.alt}</label>
        <textarea id={`${id}-alt`} name="alt" rows={2} maxLength={300} required aria-describedby={`${id}-alt-hint`} value={alt} onChange={(e) => setAlt(e.target.value)} />
        <small id={`${id}-alt-hint`}>{t.upload.altHint}</small>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {isLoading ? <p role="status">{t.upload.busy}</p> : null}
      {done ? <Alert tone={done.tone}>{done.text}</Alert> : null}
      <Button type="submit" disabled={isLoading}>
        {t.upload.submit}
      </Button>
    </form>
  );
}

/** `highlighted`: the photo an upload turned out to be (marked); `onChange` hears of its new description or its deletion. */
function MediaCard({ item, highlighted = false, onChange }: { item: MediaItem; highlighted?: boolean; onChange?: (item: MediaItem | null) => void }) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [save, { isLoading: saving }] = useUpdateMediaAltMutation();
  const [remove, { isLoading: removing }] = useDeleteMediaMutation();
  const [choosing, setChoosing] = useState(false);
  // The point being chosen, until it is saved: kept when the dialog closes, so nothing is lost.
  const [point, setPoint] = useState<Focus | null>(null);

  const saveAlt = async (event: FormEvent) => {
    event.preventDefault();
    if (!alt.trim()) return setMessage({ tone: 'error', text: t.upload.altRequired });
    const result = await save({ id: item.id, alt: alt.trim() });
    setMessage('error' in result ? { tone: 'error', text: errorMessage(result.error) } : { tone: 'success', text: t.library.saved });
    if (!('error' in result)) onChange?.(result.data);
  };
  const onDelete = async () => {
    if (!window.confirm(t.library.confirmDelete(item.alt))) return;
    const result = await remove(item.id);
    if ('error' in result) setMessage({ tone: 'error', text: errorMessage(result.error) });
    else onChange?.(null);
  };

  return (
    <li data-highlighted={highlighted || undefined} css={highlighted ? markedCard : undefined}>
      {highlighted ? <p css={css`margin: 0 0 0.5rem; font-weight: 600;`}>{t.duplicate.badge}</p> : null}
      <figure css={css`margin: 0;`}>
        <img src={item.src} srcSet={item.srcset} sizes="16rem" alt={item.alt} loading="lazy" width={item.width} height={item.height} css={css`object-position: ${focusPosition(item)};`} />
        <figcaption>
          <small>
            {item.originalName || `#${item.id}`} · {item.width}×{item.height} · {formatDateTime(item.createdAt)}
          </small>
        </figcaption>
      </figure>
      <form onSubmit={saveAlt}>
        <div css={field}>
          <label htmlFor={`${id}-alt`}>{t.library.editAlt}</label>
          <textarea id={`${id}-alt`} rows={2} maxLength={300} value={alt} onChange={(e) => setAlt(e.target.value)} />
        </div>
        <Button type="submit" variant="ghost" disabled={saving || alt === item.alt}>
          {t.library.saveAlt}
        </Button>
      </form>
      <Button variant="secondary" onClick={() => setChoosing(true)} aria-label={t.focus.openLabel(item.alt)} css={css`margin-top: 0.5rem;`}>
        {t.focus.open}
      </Button>
      {choosing ? (
        <FocusDialog
          item={item}
          value={point ?? item}
          onChange={setPoint}
          onSaved={() => {
            setPoint(null);
            setMessage({ tone: 'success', text: t.focus.saved });
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
      <p>{item.usages.length > 0 ? `${t.library.usedOn} ${item.usages.map((u) => u.label).join(', ')}` : t.library.unused}</p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Button variant="ghost" disabled={removing} onClick={onDelete} aria-label={`${t.library.delete}: ${item.alt}`}>
        {t.library.delete}
      </Button>
    </li>
  );
}

export function MediaSection() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('pagina'));
  const { data, isLoading, isError } = useMediaListQuery(page);
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize)) : 1;
  // The photo an upload turned out to be: first in the list, marked, whichever page it is on.
  const [highlight, setHighlight] = useState<MediaItem | null>(null);
  const listed = data?.data ?? [];
  const marked = highlight ? (listed.find((item) => item.id === highlight.id) ?? highlight) : null;
  const items = marked ? [marked, ...listed.filter((item) => item.id !== marked.id)] : listed;

  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      <UploadForm onUploaded={setHighlight} />
      <h3>{t.library.heading}</h3>
      {isLoading ? <p role="status">{t.library.loading}</p> : null}
      {isError ? <Alert tone="error">{t.library.loadFailed}</Alert> : null}
      {data && items.length === 0 ? <p>{t.library.empty}</p> : null}
      {data && items.length > 0 ? (
        <ul css={grid} aria-label={t.library.heading}>
          {items.map((item) =>
            item === marked ? (
              <MediaCard key={`${item.id}-${item.alt}`} item={item} highlighted onChange={setHighlight} />
            ) : (
              <MediaCard key={`${item.id}-${item.alt}`} item={item} />
            ),
          )}
        </ul>
      ) : null}
      <Pagination page={page} pages={pages} to={(n) => ({ search: n === 1 ? '' : `?pagina=${n}` })} labels={t.library.pagination} />
    </section>
  );
}
