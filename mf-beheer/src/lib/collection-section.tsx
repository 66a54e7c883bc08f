/**
 * The frame every editable collection's section shares (issue 16): its title and introduction, the
 * list with "… toevoegen" and "Prullenbak" (and the kind's own views, such as "Rooster inlezen"),
 * "Terug naar de lijst", the form for a new item, an item's form with its earlier versions, the
 * Prullenbak, and the message after an action with "Ongedaan maken" after a delete. A kind passes
 * its texts, its list and form, and its RTK Query hooks; the hooks are called as hooks, in order.
 */
import { useState, type ReactNode } from 'react';

import { type Notice, NoticeBar, RevisionsPanel, type RevisionEntry, TrashPanel, type TrashEntry } from './collection-panels';

interface QueryState<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
}

/** An RTK Query mutation hook, as the section uses it. */
type MutationHook<Arg> = () => readonly [(arg: Arg) => { unwrap(): Promise<unknown> }, ...unknown[]];

export interface CollectionTexts {
  title: string;
  intro: string;
  add: string;
  trash: string;
  back: string;
  loading: string;
  loadError: string;
  /** After a restore (from the Prullenbak, an earlier version, "Ongedaan maken"). */
  restored: string;
  /** The Prullenbak's column for one item ("Dienst"), and the items in a sentence ("diensten"). */
  thing: string;
  things: string;
}

export interface CollectionSectionProps<Item extends { version: number }> {
  texts: CollectionTexts;
  /** The list: `onEdit` opens an item, `onNotice` reports an action (a delete with its trash id). */
  list: (props: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) => ReactNode;
  /** The form, for a new item (`item` undefined) or a stored one; `onSaved` answers the message to show. */
  form: (props: { item?: Item; onSaved: (text: string) => void; onReload: () => void }) => ReactNode;
  useItem: (id: number) => QueryState<Item> & { refetch: () => Promise<unknown> };
  useRevisions: (id: number) => { data?: RevisionEntry[] };
  useRestoreRevision: MutationHook<{ id: number; revisionId: number; version: number }>;
  useTrash: () => QueryState<TrashEntry[]>;
  useRestore: MutationHook<number>;
  /** The kind's own views next to the list (e.g. the rooster import): a button each; `done` returns to the list with a message. */
  extraViews?: { name: string; label: string; render: (done: (text: string) => void) => ReactNode }[];
}

type View = { name: 'list' } | { name: 'new' } | { name: 'edit'; id: number } | { name: 'trash' } | { name: 'extra'; key: string };

function EditItem<Item extends { version: number }>({ id, props, onDone }: { id: number; props: CollectionSectionProps<Item>; onDone: (notice: Notice) => void }) {
  const t = props.texts;
  const { data, isLoading, isError, refetch } = props.useItem(id);
  const { data: revisions } = props.useRevisions(id);
  const [restoreRevision] = props.useRestoreRevision();
  const [key, setKey] = useState(0);
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const reload = () => void refetch().then(() => setKey((k) => k + 1));
  return (
    <>
      <props.form key={`${data.version}-${key}`} item={data} onSaved={(text) => onDone({ text })} onReload={reload} />
      <RevisionsPanel
        revisions={revisions}
        version={data.version}
        restore={(revisionId) => restoreRevision({ id, revisionId, version: data.version })}
        restored={t.restored}
        onRestored={(text) => onDone({ text })}
      />
    </>
  );
}

function Trash<Item extends { version: number }>({ props, onNotice }: { props: CollectionSectionProps<Item>; onNotice: (notice: Notice) => void }) {
  const t = props.texts;
  const query = props.useTrash();
  const [restore] = props.useRestore();
  return <TrashPanel query={query} restore={restore} thing={t.thing} things={t.things} restored={t.restored} loadError={t.loadError} onNotice={onNotice} />;
}

export function CollectionSection<Item extends { version: number }>(props: CollectionSectionProps<Item>) {
  const t = props.texts;
  const [view, setView] = useState<View>({ name: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore] = props.useRestore();
  const show = (next: View) => {
    setNotice(null);
    setView(next);
  };
  const done = (next: Notice) => {
    setNotice(next);
    setView({ name: 'list' });
  };
  const extra = view.name === 'extra' ? props.extraViews?.find((v) => v.name === view.key) : undefined;
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      <p>
        {view.name === 'list' ? (
          <>
            <button type="button" onClick={() => show({ name: 'new' })}>
              {t.add}
            </button>{' '}
            {(props.extraViews ?? []).map((v) => (
              <span key={v.name}>
                <button type="button" onClick={() => show({ name: 'extra', key: v.name })}>
                  {v.label}
                </button>{' '}
              </span>
            ))}
            <button type="button" onClick={() => show({ name: 'trash' })}>
              {t.trash}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => show({ name: 'list' })}>
            {t.back}
          </button>
        )}
      </p>
      <NoticeBar notice={notice} restore={restore} restored={t.restored} onNotice={setNotice} />
      {view.name === 'list' ? <props.list onEdit={(id) => show({ name: 'edit', id })} onNotice={setNotice} /> : null}
      {view.name === 'new' ? <props.form onSaved={(text) => done({ text })} onReload={() => show({ name: 'list' })} /> : null}
      {view.name === 'edit' ? <EditItem id={view.id} props={props} onDone={done} /> : null}
      {view.name === 'trash' ? <Trash props={props} onNotice={setNotice} /> : null}
      {extra ? extra.render((text) => done({ text })) : null}
    </section>
  );
}
