/**
 * One page's edit screen: its search-engine fields with their counters, each text with its editor,
 * the quiet autosave line, "Voorbeeld", "Publiceren", the 409 view and the earlier versions.
 */
import { css } from '@emotion/react';
import { formatDateTime, formatTime } from '@kerk/kit/dates';
import { META_LENGTH } from '@kerk/kit/editing';
import { Alert, Button } from '@kerk/kit/design-system';
import { useCallback, useState } from 'react';

import { contentTexts, pagesTexts as t } from '../../../texts';
import { type EditablePage, usePagePresenceMutation } from '../api/pages-api';
import { usePresence } from '../../../lib/content/use-presence';
import type { AutosaveState } from '../../../lib/content/use-autosave';
import { useLeaveGuard } from '../../../lib/content/leave-guard';
import { textsOf, usePageEditor, type Outcome } from '../hooks/use-page-editor';
import { ConfirmDialog } from '../../../lib/content/confirm-dialog';
import { ConflictView } from './conflict-view';
import { MetaField } from './field-length';
import { PartialField } from './partial-field';
import { PreviewPanel } from './preview-panel';
import { RevisionsPanel } from './revisions-panel';

function statusLine(state: AutosaveState): string {
  if (state.status === 'saving') return t.autosave.saving;
  if (state.status === 'saved') return t.autosave.saved(formatTime(state.savedAt));
  if (state.status === 'failed') return t.autosave.failed(state.message);
  if (state.status === 'pending') return t.autosave.unsaved;
  return '';
}

function OutcomeNotice({ outcome, path, onDiscard }: { outcome: Outcome; path: string | null; onDiscard: () => void }) {
  if (!outcome || outcome.kind === 'conflict') return null;
  if (outcome.kind === 'error') return <Alert tone="error">{outcome.message}</Alert>;
  if (outcome.kind === 'discarded') return <Alert tone="success">{t.discarded}</Alert>;
  if (outcome.kind === 'restored') return <Alert tone="success">{t.revisions.restored(outcome.version)}</Alert>;
  if (outcome.kind === 'published') {
    return (
      <Alert tone="success">
        {t.published_} {path ? <a href={path}>{t.viewPublic}</a> : null}
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      {t.draftRestored(formatDateTime(outcome.draft.updatedAt), outcome.draft.updatedBy)}{' '}
      <Button variant="ghost" onClick={onDiscard}>
        {t.discardDraft}
      </Button>
    </Alert>
  );
}

export function PageEditor({ page }: { page: EditablePage }) {
  const editor = usePageEditor(page);
  const [beat] = usePagePresenceMutation();
  const [others] = usePresence(useCallback((leaving: boolean) => beat({ name: page.name, leaving }).unwrap(), [beat, page.name]));
  useLeaveGuard(editor.unpublished);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const { live, texts, outcome } = editor;

  const showPreview = async () => {
    await editor.autosave.flush();
    setPreview((n) => (n ?? 0) + 1);
  };

  return (
    <div>
      {others.length > 0 ? <Alert tone="info">{contentTexts.presence(others.map((o) => o.email).join(' en '))}</Alert> : null}
      <OutcomeNotice outcome={outcome} path={live.path} onDiscard={() => setConfirmDiscard(true)} />
      {live.name === 'footer' ? null : (
        <fieldset css={(th) => css`border: 1px solid ${th.colors.border}; border-radius: ${th.radius}; padding: ${th.space(4)};`}>
          <legend>{t.meta.legend}</legend>
          <p css={css`margin-top: 0;`}>{t.meta.hint}</p>
          <MetaField id="meta-title" label={t.meta.title} value={texts.metaTitle} max={META_LENGTH.title} onChange={(v) => editor.setMeta('metaTitle', v)} />
          <MetaField id="meta-description" label={t.meta.description} value={texts.metaDescription} max={META_LENGTH.description} multiline onChange={(v) => editor.setMeta('metaDescription', v)} />
        </fieldset>
      )}
      <div key={editor.editorKey}>
        {live.partials.map((partial) => (
          <PartialField
            key={partial.name}
            partial={partial}
            value={texts.partials[partial.name] ?? ''}
            error={editor.fieldErrors[`partials.${partial.name}`]}
            onChange={(value) => editor.setPartial(partial.name, value)}
          />
        ))}
      </div>
      {/* Always in reach on a long page: the save state and the actions stick to the window's bottom. */}
      <div
        css={(th) => css`
          position: sticky; bottom: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(2)};
          padding: ${th.space(3)} 0; background: ${th.colors.background}; border-top: 1px solid ${th.colors.border};
        `}
      >
        <p role="status" css={(th) => css`flex: 1 1 100%; margin: 0; min-height: 1.5em; color: ${th.colors.textMuted};`}>
          {statusLine(editor.autosave.state)}
        </p>
        <Button onClick={() => void editor.publish()} disabled={editor.publishing}>
          {editor.publishing ? t.publishing : t.publish}
        </Button>
        <Button variant="ghost" onClick={() => void showPreview()}>
          {t.preview}
        </Button>
        {editor.hasDraft ? (
          <Button variant="ghost" onClick={() => setConfirmDiscard(true)}>
            {t.discardDraft}
          </Button>
        ) : null}
      </div>
      {outcome?.kind === 'conflict' ? (
        <ConflictView
          message={outcome.message}
          theirs={outcome.theirs}
          mine={texts}
          base={textsOf(live, null)}
          busy={editor.publishing}
          onPublishMine={() => void editor.publish(outcome.theirs.version)}
          onTakeTheirs={() => void editor.takeTheirs(outcome.theirs)}
        />
      ) : null}
      {preview !== null ? <PreviewPanel label={live.label} path={live.path} reloadKey={preview} onClose={() => setPreview(null)} /> : null}
      <RevisionsPanel page={live} onRestored={editor.restored} />
      {confirmDiscard ? (
        <ConfirmDialog
          message={t.discardConfirm}
          confirmLabel={t.discardDraft}
          cancelLabel={t.revisions.cancel}
          onConfirm={() => {
            setConfirmDiscard(false);
            void editor.discard();
          }}
          onCancel={() => setConfirmDiscard(false)}
        />
      ) : null}
    </div>
  );
}
