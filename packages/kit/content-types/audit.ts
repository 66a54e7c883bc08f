/**
 * What the audit log records of a content type's items, and how it says it, derived from the
 * declaration: every type is added, saved, put in the Prullenbak, restored and given an earlier
 * version back (a fixed type, the churches: saved and given an earlier version back only).
 */
import type { ContentType } from './define';

export const COLLECTION_ACTIONS = ['created', 'updated', 'deleted', 'restored', 'revision_restored'] as const;
export type CollectionAction = (typeof COLLECTION_ACTIONS)[number];

/** `service_created`, … of a type's kind. */
export type CollectionAuditAction<K extends string> = `${K}_${CollectionAction}`;

/** The actions a type's items get, in that order. */
export const collectionActionsOf = (type: ContentType): string[] =>
  (type.fixed ? (['updated', 'revision_restored'] as const) : COLLECTION_ACTIONS).map((action) => `${type.kind}_${action}`);

/** How the log names an item of the type: `logged` where `one` is too short out of context ("dienst": "kerkdienst"). */
const loggedName = (type: ContentType) => type.names.logged ?? type.names.one;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const LABELS: Record<CollectionAction, (name: string, Name: string) => string> = {
  created: (_name, Name) => `${Name} toegevoegd`,
  updated: (_name, Name) => `${Name} gewijzigd`,
  deleted: (_name, Name) => `${Name} naar de prullenbak`,
  restored: (_name, Name) => `${Name} teruggezet uit de prullenbak`,
  revision_restored: (name) => `Eerdere versie van een ${name} teruggezet`,
};

/** The Dutch label of each of a type's actions ("Kerkdienst toegevoegd"). */
export function collectionActionLabelsOf(type: ContentType): Record<string, string> {
  const name = loggedName(type);
  return Object.fromEntries(
    collectionActionsOf(type).map((action) => [action, LABELS[action.slice(type.kind.length + 1) as CollectionAction](name, capital(name))]),
  );
}
