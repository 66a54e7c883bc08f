/**
 * The frame every editable collection's section shares (issue 16): its title and introduction, the
 * list with "… toevoegen" and "Prullenbak" (and the kind's own views, such as "Rooster inlezen"),
 * "Terug naar de lijst", the form for a new item, an item's form with its earlier versions, the
 * Prullenbak, each at a path of its own (`nieuw`, the item's id, `prullenbak`, a view's name: reload
 * and Back return to it), and the message after an action with "Ongedaan maken" after a delete. A
 * kind passes its texts, its list and form, and its collection's endpoints (lib/content/collection-api.ts).
 */
import { css } from '@emotion/react';
import type { Role } from '@kerk/kit/accounts';
import { Button } from '@kerk/kit/design-system';
import { Route, Routes, useLocation, useParams } from '@kerk/kit/router';
import { type ReactNode, useRef, useState } from 'react';

import { type Notice, NoticeBar, RevisionsPanel, TrashPanel } from './collection-panels';
import type { CollectionApi, EditedItem } from './content/collection-api';
import { useGuardedNavigation } from './content/leave-guard';
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

/** The paths below a section: a new item's form, the Prullenbak (a stored item's form is at its id). */
export const NEW_SEGMENT = 'nieuw';
const TRASH_SEGMENT = 'prullenbak';

/** The item of the path's id; another id is another form (nothing of the first one stays). */
function EditRoute<Item extends EditedItem>(props: { props: CollectionSectionProps<Item>; onDone: (notice: Notice) => void }) {
  const id = Number(useParams().id);
  return <EditItem key={id} id={id} {...props} />;
}

function EditItem<Item extends EditedItem>({ id, props, onDone }: { id: number; props: CollectionSectionProps<Item>; onDone: (notice: Notice) => void }) {
  const { texts: t, api } = props;
  const valid = Number.isInteger(id) && id > 0;
  // The form keeps what the editor typed: another editor's save does not reload it (the 409 does),
  // nor does a failed read while the session has ended.
  const { data, isLoading, isError } = api.useItem(id, { skip: !valid });
  const { data: revisions } = api.useRevisions(id, { skip: !valid });
  const [restoreRevision] = api.useRestoreRevision();
  const first = useRef<Item | undefined>(undefined);
  if (!first.current && data) first.current = data;
  if (!valid) return <p role="alert">{t.loadError}</p>;
  if (isLoading && !first.current) return <p role="status">{t.loading}</p>;
  if (isError && !first.current) return <p role="alert">{t.loadError}</p>;
  if (!first.current) return <p role="status">{t.loading}</p>;
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

/**
 * The section's own path (`/beheer/nieuws`: the route's path without what its splat matched) and
 * what follows it. A section rendered without a splat route (a test of it alone) is at the root.
 */
function useSectionPath() {
  const { pathname } = useLocation();
  const splat = useParams()['*'];
  const rest = splat ?? pathname.replace(/^\/+/, '');
  return { base: splat === undefined ? '' : pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, ''), rest };
}

export function CollectionSection<Item extends EditedItem>(props: CollectionSectionProps<Item>) {
  const { texts: t, api } = props;
  const { base, rest } = useSectionPath();
  const { go, leave } = useGuardedNavigation();
  const { user } = useSession();
  const extraViews = (props.extraViews ?? []).filter((v) => !v.roles || (user !== null && (v.roles as readonly string[]).includes(user.role)));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore] = api.useRestore();
  const show = (segment: string) => {
    setNotice(null);
    go(segment ? `${base}/${segment}` : base || '/');
  };
  const done = (next: Notice) => {
    setNotice(next);
    leave(base || '/');
  };
  const onList = rest === '';
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)}; margin: ${th.space(4)} 0;`}>
        {onList ? (
          <>
            {api.type.fixed ? null : <Button onClick={() => show(NEW_SEGMENT)}>{t.add}</Button>}
            {extraViews.map((v) => (
              <Button key={v.name} variant="ghost" onClick={() => show(v.name)}>
                {v.label}
              </Button>
            ))}
            {api.type.fixed ? null : (
              <Button variant="ghost" onClick={() => show(TRASH_SEGMENT)}>
                {t.trash}
              </Button>
            )}
          </>
        ) : (
          <Button variant="ghost" onClick={() => show('')}>
            {t.back}
          </Button>
        )}
      </div>
      <NoticeBar notice={notice} restore={restore} restored={t.restored} onNotice={setNotice} />
      <Routes>
        <Route index element={<props.list onEdit={(id) => show(String(id))} onNotice={setNotice} />} />
        {api.type.fixed ? null : <Route path={NEW_SEGMENT} element={<props.form onSaved={(text) => done({ text })} />} />}
        {api.type.fixed ? null : <Route path={TRASH_SEGMENT} element={<Trash props={props} onNotice={setNotice} />} />}
        {extraViews.map((v) => (
          <Route key={v.name} path={v.name} element={v.render((text) => done({ text }))} />
        ))}
        <Route path=":id" element={<EditRoute props={props} onDone={done} />} />
      </Routes>
    </section>
  );
}
