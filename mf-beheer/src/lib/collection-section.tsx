/**
 * The frame every editable collection's section shares (issue 16): its title and introduction, the
 * list with "… toevoegen" and "Prullenbak" (and the kind's own views, such as "Rooster inlezen"),
 * "Terug naar de lijst", the form for a new item, an item's form with its earlier versions, the
 * Prullenbak, and the message after an action with "Ongedaan maken" after a delete. A kind passes
 * its texts, its list and form, and its collection's endpoints (lib/content/collection-api.ts).
 */
import { css } from '@emotion/react';
import type { Role } from '@kerk/kit/accounts';
import { Button } from '@kerk/kit/design-system';
import { type ReactNode, useRef, useState } from 'react';

import { type Notice, NoticeBar, RevisionsPanel, TrashPanel } from './collection-panels';
import type { CollectionApi, EditedItem } from './content/collection-api';
import { useSession } from './use-session';

export interface CollectionTexts {
  title: string;
  intro: string;
  /** "… toevoegen" and "Prullenbak" (a fixed set, the churches, has neither). */
  add?: string;
  trash?: string;
  back: string;
  loading: string;
  loadError: string;
  /** After a restore (from the Prullenbak, an earlier version, "Ongedaan maken"). */
  restored: string;
  /** The Prullenbak's column for one item ("Dienst"), and the items in a sentence ("diensten"). */
  thing?: string;
  things?: string;
}

export interface CollectionSectionProps<Item extends EditedItem> {
  texts: CollectionTexts;
  api: CollectionApi<Item>;
  /** The list: `onEdit` opens an item, `onNotice` reports an action (a delete with its trash id). */
  list: (props: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) => ReactNode;
  /** The form, for a new item (`item` undefined) or a stored one; `onSaved` answers the message to show. */
  form: (props: { item?: Item; onSaved: (text: string) => void }) => ReactNode;
  /** The kind's own views next to the list (e.g. the rooster import): a button each; `done` returns to the list with a message. */
  extraViews?: ExtraView[];
}

export interface ExtraView {
  name: string;
  label: string;
  render: (done: (text: string) => void) => ReactNode;
  /** Who may open it (all editors when absent): the API refuses the others (403), so they get no button. */
  roles?: readonly Role[];
}

type View = { name: 'list' } | { name: 'new' } | { name: 'edit'; id: number } | { name: 'trash' } | { name: 'extra'; key: string };

function EditItem<Item extends EditedItem>({ id, props, onDone }: { id: number; props: CollectionSectionProps<Item>; onDone: (notice: Notice) => void }) {
  const { texts: t, api } = props;
  // The form keeps what the editor typed: another editor's save does not reload it (the 409 does).
  const { data, isLoading, isError } = api.useItem(id);
  const { data: revisions } = api.useRevisions(id);
  const [restoreRevision] = api.useRestoreRevision();
  const first = useRef<Item | undefined>(undefined);
  if (!first.current && data) first.current = data;
  if (isLoading && !first.current) return <p role="status">{t.loading}</p>;
  if (isError || !first.current) return <p role="alert">{t.loadError}</p>;
  return (
    <>
      <props.form item={first.current} onSaved={(text) => onDone({ text })} />
      {data ? (
        <RevisionsPanel
          revisions={revisions}
          version={data.version}
          restore={(revisionId) => restoreRevision({ id, revisionId, version: data.version })}
          restored={t.restored}
          onRestored={(text) => onDone({ text })}
        />
      ) : null}
    </>
  );
}

function Trash<Item extends EditedItem>({ props, onNotice }: { props: CollectionSectionProps<Item>; onNotice: (notice: Notice) => void }) {
  const { texts: t, api } = props;
  const query = api.useTrash();
  const [restore] = api.useRestore();
  return <TrashPanel query={query} restore={restore} thing={t.thing ?? ''} things={t.things ?? ''} restored={t.restored} loadError={t.loadError} onNotice={onNotice} />;
}

export function CollectionSection<Item extends EditedItem>(props: CollectionSectionProps<Item>) {
  const { texts: t, api } = props;
  const [view, setView] = useState<View>({ name: 'list' });
  const { user } = useSession();
  const extraViews = (props.extraViews ?? []).filter((v) => !v.roles || (user !== null && (v.roles as readonly string[]).includes(user.role)));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore] = api.useRestore();
  const show = (next: View) => {
    setNotice(null);
    setView(next);
  };
  const done = (next: Notice) => {
    setNotice(next);
    setView({ name: 'list' });
  };
  const extra = view.name === 'extra' ? extraViews.find((v) => v.name === view.key) : undefined;
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)}; margin: ${th.space(4)} 0;`}>
        {view.name === 'list' ? (
          <>
            {api.type.fixed ? null : <Button onClick={() => show({ name: 'new' })}>{t.add}</Button>}
            {extraViews.map((v) => (
              <Button key={v.name} variant="ghost" onClick={() => show({ name: 'extra', key: v.name })}>
                {v.label}
              </Button>
            ))}
            {api.type.fixed ? null : (
              <Button variant="ghost" onClick={() => show({ name: 'trash' })}>
                {t.trash}
              </Button>
            )}
          </>
        ) : (
          <Button variant="ghost" onClick={() => show({ name: 'list' })}>
            {t.back}
          </Button>
        )}
      </div>
      <NoticeBar notice={notice} restore={restore} restored={t.restored} onNotice={setNotice} />
      {view.name === 'list' ? <props.list onEdit={(id) => show({ name: 'edit', id })} onNotice={setNotice} /> : null}
      {view.name === 'new' ? <props.form onSaved={(text) => done({ text })} /> : null}
      {view.name === 'edit' ? <EditItem id={view.id} props={props} onDone={done} /> : null}
      {view.name === 'trash' ? <Trash props={props} onNotice={setNotice} /> : null}
      {extra ? extra.render((text) => done({ text })) : null}
    </section>
  );
}
