/**
 * The parts every editable collection's section shares (issue 16): the Prullenbak with "Terugzetten",
 * an item's earlier versions with "Deze versie terugzetten", and the message after an action with
 * "Ongedaan maken" after a delete. A kind passes its own RTK Query hooks and names.
 */
import { css } from '@emotion/react';
import { formatDate, formatDateTime } from '@kerk/kit/dates';
import { Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { type ReactNode, useEffect, useRef } from 'react';

import { collectionTexts as t } from '../texts/collections';
import { DataTable } from './data-table';

export interface TrashEntry {
  id: number;
  title: string;
  deletedAt: string;
  deletedBy: string;
  expiresAt: string;
}

export interface RevisionEntry {
  id: number;
  version: number;
  createdAt: string;
  createdBy: string;
}

/** A message after an action; `undoTrashId` offers "Ongedaan maken" for a delete. */
export interface Notice {
  text: string;
  undoTrashId?: number;
}

interface QueryState<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
}

/** An RTK Query mutation trigger, as the panels use it. */
type Trigger<Arg> = (arg: Arg) => { unwrap(): Promise<unknown> };

const failure = (error: unknown) => (error as ApiError).message;

export function TrashPanel({ query, restore, thing, things, restored, loadError, onNotice }: {
  query: QueryState<TrashEntry[]>;
  loadError: string;
  restore: Trigger<number>;
  /** The column's name for one item, e.g. "Dienst". */
  thing: string;
  /** The items in a sentence, e.g. "diensten". */
  things: string;
  restored: string;
  onNotice: (notice: Notice) => void;
}) {
  const { data, isLoading, isError } = query;
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{loadError}</p>;
  const columns = t.trashView.columns;
  return (
    <section aria-labelledby="prullenbak-titel">
      <h3 id="prullenbak-titel">{t.trashView.title}</h3>
      <p>{t.trashView.intro(things)}</p>
      {data.length === 0 ? (
        <p>{t.trashView.empty}</p>
      ) : (
        <DataTable columns={[thing, columns.deleted, columns.by, columns.until, columns.actions]}>
          {data.map((item) => (
            <tr key={item.id}>
              <td data-label={thing}>{item.title}</td>
              <td data-label={columns.deleted}>{formatDateTime(item.deletedAt)}</td>
              <td data-label={columns.by}>{item.deletedBy}</td>
              <td data-label={columns.until}>{formatDate(item.expiresAt)}</td>
              <td data-label={columns.actions}>
                <Button
                  variant="ghost"
                  aria-label={`${t.trashView.restore}: ${item.title}`}
                  onClick={() =>
                    restore(item.id)
                      .unwrap()
                      .then(
                        () => onNotice({ text: restored }),
                        (error: unknown) => onNotice({ text: failure(error) }),
                      )
                  }
                >
                  {t.trashView.restore}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** An item's earlier versions (shown from two on), each but the current one with its restore. */
export function RevisionsPanel({ revisions, version, restore, restored, onRestored }: {
  revisions: RevisionEntry[] | undefined;
  /** The version the form shows. */
  version: number;
  /** Puts the revision back over `version`. */
  restore: Trigger<number>;
  restored: string;
  onRestored: (text: string) => void;
}) {
  if (!revisions || revisions.length < 2) return null;
  const columns = t.revisions.columns;
  return (
    <section aria-labelledby="item-versies">
      <h4 id="item-versies">{t.revisions.title}</h4>
      <DataTable columns={[columns.version, columns.when, columns.by, columns.actions]}>
        {revisions.map((revision) => (
          <tr key={revision.id}>
            <td data-label={columns.version}>{revision.version}</td>
            <td data-label={columns.when}>{formatDateTime(revision.createdAt)}</td>
            <td data-label={columns.by}>{revision.createdBy}</td>
            <td data-label={columns.actions}>
              {revision.version === version ? null : (
                <Button
                  variant="ghost"
                  onClick={() =>
                    restore(revision.id)
                      .unwrap()
                      .then(
                        () => onRestored(restored),
                        (error: unknown) => onRestored(failure(error)),
                      )
                  }
                >
                  {t.revisions.restore}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/**
 * The live message after an action, with "Ongedaan maken" after a delete. It comes into view and
 * takes the focus when it changes, so on a phone too the volunteer sees that it worked.
 */
export function NoticeBar({ notice, restore, restored, onNotice }: { notice: Notice | null; restore: Trigger<number>; restored: string; onNotice: (notice: Notice) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice || !box.current) return;
    box.current.scrollIntoView?.({ block: 'nearest' });
    box.current.focus({ preventScroll: true });
  }, [notice]);
  return (
    <div role="status" ref={box} tabIndex={-1} css={(th) => css`&:focus { outline: none; } p { padding: ${th.space(3)}; border-left: 4px solid ${th.colors.success}; background: ${th.colors.surfaceAlt}; }`}>
      {notice ? (
        <p>
          {notice.text}{' '}
          {notice.undoTrashId ? (
            <Button
              variant="ghost"
              onClick={() =>
                restore(notice.undoTrashId!)
                  .unwrap()
                  .then(
                    () => onNotice({ text: restored }),
                    (error: unknown) => onNotice({ text: failure(error) }),
                  )
              }
            >
              {t.undo}
            </Button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** "Vorige" · page / pages · "Volgende" under a list, when it has more than one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <p css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(3)};`}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span>
        {page} / {pages}
      </span>
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </p>
  );
}

/**
 * A list row's actions: "Wijzigen", the kind's own buttons (`children`, e.g. "Dienst kopiëren"), and
 * "Verwijderen", which moves the item to the Prullenbak and offers "Ongedaan maken" in the notice.
 * On a phone they stand apart, each at least 44 px high, so a thumb never hits the wrong one.
 */
export function RowActions({ name, labels, onEdit, remove, onNotice, children }: {
  /** The item's readable name, for the buttons' accessible names ("Wijzigen: Kerstmarkt"). */
  name: string;
  labels: { edit: string; remove: string; removed: string };
  onEdit: () => void;
  remove?: () => { unwrap(): Promise<{ trashId: number }> };
  onNotice: (notice: Notice) => void;
  children?: ReactNode;
}) {
  return (
    <span css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)} ${th.space(4)};`}>
      <Button onClick={onEdit} aria-label={`${labels.edit}: ${name}`}>
        {labels.edit}
      </Button>
      {children}
      {remove ? (
        <Button
          variant="danger"
          // Removing stands apart from the other actions: a thumb aiming at "Wijzigen" never hits it.
          css={(th) => css`margin-inline-start: ${th.space(4)};`}
          aria-label={`${labels.remove}: ${name}`}
          onClick={() =>
            remove()
              .unwrap()
              .then(
                ({ trashId }) => onNotice({ text: labels.removed, undoTrashId: trashId }),
                (error: unknown) => onNotice({ text: failure(error) }),
              )
          }
        >
          {labels.remove}
        </Button>
      ) : null}
    </span>
  );
}
