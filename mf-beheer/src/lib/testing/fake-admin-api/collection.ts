/**
 * One content type's collection in the fake admin API, with the routes the real one shares
 * (`api/src/routes/admin/collection-routes.ts`, `collectionReplies`): its answers' statuses, codes
 * and sentences (the kit's `MESSAGES` and `whenText`), its rules (`checkFields` of the
 * declaration) and its versions. What the API adds to an item (a church's name, an instant) comes
 * from the kind's entry in ./kinds.ts.
 */
import { conflictAnswerSchema, contentRevisionSchema, dataAnswerSchema, listAnswerSchema, trashItemSchema } from '@kerk/kit/api-schemas';
import type { MediaItem, TrashItem } from '@kerk/kit/api-types';
import { type ChoiceOptions, checkFields, CONTENT_TYPES, type ContentKind, type FieldDef, whenText } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import type { Answer, Sent } from '.';
import { type Item, KINDS, messagesFor } from './kinds';

export interface CollectionOptions {
  /** The choices the rules allow where they come from data (the churches, the purposes). */
  choices?: ChoiceOptions;
  /** What the API adds to a stored item beyond ./kinds.ts (e.g. a photo from the library by its id). */
  extra?: (item: Item) => Partial<Item>;
}

interface Context {
  now: () => string;
  editor: () => string;
  media: (id: unknown) => MediaItem | null;
}

/** A trash entry's id: far from the items' ids, so a test never mixes them up. */
const TRASH_OFFSET = 100;

/** A field the form left out is stored empty, as the API stores it. */
const emptyValue = (field: FieldDef): unknown =>
  field.kind === 'boolean' ? false : field.kind === 'photo' || field.kind === 'integer' ? null : ['lines', 'choices', 'dates'].includes(field.kind) ? [] : '';
const DAY_MS = 86_400_000;

export function fakeCollection(kind: ContentKind, options: CollectionOptions & Context) {
  const type = CONTENT_TYPES[kind];
  const messages = messagesFor(kind);
  const { schema, paged, derive, title, locked } = KINDS[kind];
  const base = `/api/admin/${type.resource}`;
  const one = new RegExp(`^${base}/(\\d+)$`);
  const answer = dataAnswerSchema(schema, 'item');
  const state = { items: [] as Item[], trash: [] as { entry: TrashItem; item: Item }[], next: 1 };
  const trash = () => state.trash.map((t) => t.entry);

  /** An item as the API keeps it: the declared fields only, what the API adds, its version and who saved it. */
  const stored = (fields: Record<string, unknown>, id: number, version: number, base: Record<string, unknown> = {}): Item => {
    const values = Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, fields[name] ?? base[name] ?? emptyValue(field)]));
    const item = { ...base, ...values, id, version, updatedAt: options.now(), updatedBy: options.editor() } as Item;
    return { ...item, ...derive(item, options.media), ...options.extra?.(item) };
  };
  const found = (sent: Sent) => state.items.find((item) => item.id === Number(one.exec(sent.path)?.[1]));
  /** The API's preHandler on a locked item's writes (the Zijstroom routes): before the version is looked at. */
  const refusedLocked = (sent: Sent): Answer | null => {
    const item = found(sent);
    return item && locked?.(item) && 'locked' in messages ? { status: 409, body: { code: 'locked', message: messages.locked } } : null;
  };
  const notFound = (message: string = messages.notFound): Answer => ({ status: 404, body: { code: 'not_found', message } });
  const invalid = (fields: Record<string, string>): Answer => ({ status: 400, body: { code: 'validation_error', message: messages.invalid, fields, pastWarning: false } });
  /** The version `If-Match` names: a 428 without it, a 400 for one that names none (`versionOrRefuse` of the API). */
  const versionOf = (sent: Sent): number | Answer => {
    if (!sent.ifMatch) return { status: 428, body: { code: 'precondition_required', message: messages.versionMissing } };
    const version = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(sent.ifMatch)?.[1];
    return version ? Number(version) : { status: 400, body: { code: 'bad_request', message: messages.versionMissing } };
  };

  const collection = {
    base,
    items: state.items,
    /** The Prullenbak, most recently deleted first. */
    get trash(): TrashItem[] {
      return trash();
    },
    /** Puts items in as the API answers them (checked against the schema when answered). */
    add(...items: Item[]): void {
      state.items.push(...items);
      state.next = Math.max(state.next, ...items.map((item) => item.id + 1));
    },
    /** Someone else saves `changes` over the stored item: a new version, by `by`, at `at`. */
    savedBy(id: number, changes: Record<string, unknown>, by: string, at: string) {
      const item = state.items.find((i) => i.id === id)!;
      Object.assign(item, changes, { version: item.version + 1, updatedBy: by, updatedAt: at });
    },
    routes: [
      { method: 'GET', path: base, schema: paged ? listAnswerSchema(schema, 'list') : dataAnswerSchema(Type.Array(schema), 'list'), handler: () => ({ body: paged ? { data: state.items, meta: { page: 1, pageSize: 20, total: state.items.length } } : { data: state.items } }) },
      { method: 'POST', path: base, schema: answer, handler: (sent: Sent) => create(sent) },
      { method: 'GET', path: one, schema: answer, handler: (sent: Sent) => (found(sent) ? { body: { data: found(sent) } } : notFound()) },
      { method: 'PUT', path: one, schema: answer, conflict: conflictAnswerSchema(schema), handler: (sent: Sent) => update(sent) },
      { method: 'GET', path: new RegExp(`^${base}/(\\d+)/revisions$`), schema: dataAnswerSchema(Type.Array(contentRevisionSchema), 'revisions'), handler: () => ({ body: { data: [] } }) },
      ...(type.fixed
        ? []
        : [
            { method: 'DELETE', path: one, schema: dataAnswerSchema(Type.Object({ trashId: Type.Integer() }), 'trash'), handler: (sent: Sent) => remove(sent) },
            { method: 'GET', path: `${base}/prullenbak`, schema: dataAnswerSchema(Type.Array(trashItemSchema), 'trash'), handler: () => ({ body: { data: trash() } }) },
            { method: 'POST', path: new RegExp(`^${base}/prullenbak/(\\d+)/restore$`), schema: answer, handler: (sent: Sent) => restore(sent) },
          ]),
    ],
  };

  function create(sent: Sent): Answer {
    const fields = checkFields(type, sent.body, options.choices);
    if (Object.keys(fields).length > 0) return invalid(fields);
    const item = stored(sent.body, state.next++, 1);
    state.items.push(item);
    return { status: 201, body: { data: item } };
  }

  /** As the API saves: the header, then the rules, then the item and its version (409 with what is stored now). */
  function update(sent: Sent): Answer {
    const refused = refusedLocked(sent);
    if (refused) return refused;
    const version = versionOf(sent);
    if (typeof version !== 'number') return version;
    const fields = checkFields(type, sent.body, options.choices);
    if (Object.keys(fields).length > 0) return invalid(fields);
    const current = found(sent);
    if (!current) return notFound();
    if (current.version !== version) return { status: 409, body: { code: 'conflict', message: messages.conflict(current.updatedBy, current.updatedAt, whenText), current } };
    Object.assign(current, stored(sent.body, current.id, current.version + 1, current));
    return { body: { data: current } };
  }

  function remove(sent: Sent): Answer {
    const refused = refusedLocked(sent);
    if (refused) return refused;
    const item = found(sent);
    if (!item) return notFound();
    state.items.splice(state.items.indexOf(item), 1);
    const deletedAt = options.now();
    const expiresAt = new Date(Date.parse(deletedAt) + 30 * DAY_MS).toISOString();
    const entry = { id: TRASH_OFFSET + item.id, kind: type.kind, refId: item.id, title: title(item), deletedAt, deletedBy: options.editor(), expiresAt };
    state.trash.unshift({ entry, item });
    return { body: { data: { trashId: entry.id } } };
  }

  function restore(sent: Sent): Answer {
    const id = Number(/\/prullenbak\/(\d+)\/restore$/.exec(sent.path)![1]);
    const held = state.trash.find((t) => t.entry.id === id);
    if (!held) return notFound(messages.trashNotFound);
    state.trash.splice(state.trash.indexOf(held), 1);
    state.items.push(held.item);
    return { body: { data: held.item } };
  }

  return collection;
}

export type FakeCollection = ReturnType<typeof fakeCollection>;
