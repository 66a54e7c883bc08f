/**
 * The data version moves only with writes a visitor can see. The editing app writes all day
 * without publishing anything (a draft saved as it is typed, who is editing what, sessions, login
 * throttling, revisions, mails waiting to be sent): those tables are marked `hidden` in tables.ts,
 * and a write to them leaves the version, and so every public cache (the JSON answers, search,
 * the rendered pages), alone. A statement whose table cannot be told (DDL, a raw statement of
 * another shape) counts as a public write: too many invalidations cost a render, too few a stale page.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

import { DATA_TABLES } from '../tables';

/** Tables whose rows no visitor sees. */
export const HIDDEN_TABLES: ReadonlySet<string> = new Set(DATA_TABLES.filter((table) => 'hidden' in table && table.hidden).map((table) => table.name));

const READ_ONLY = /^\s*(select|with|show|explain|pragma)\b/i;
const RAW_WRITE = /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+["`]?(\w+)/i;

/** The table a node names (a TableNode, possibly under an alias), or null. */
function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

/** The tables a statement writes; null for a read, ['?'] when they cannot be told. */
export function writtenTables(node: RootOperationNode): string[] | null {
  switch (node.kind) {
    case 'SelectQueryNode':
      return null;
    case 'InsertQueryNode':
      return [tableName(node.into) ?? '?'];
    case 'UpdateQueryNode':
      return [tableName(node.table) ?? '?'];
    case 'DeleteQueryNode':
      return node.from.froms.map((from) => tableName(from) ?? '?');
    case 'RawNode': {
      const text = node.sqlFragments.join('?');
      if (READ_ONLY.test(text)) return null;
      return [RAW_WRITE.exec(text)?.[1] ?? '?'];
    }
    default:
      return ['?'];
  }
}

/** Counts the statements that changed (or may have changed) something a visitor sees. */
export class PublicWriteCounter implements KyselyPlugin {
  writes = 0;
  /** The data version's query in flight (PostgreSQL), awaited before the pool closes. */
  pending: Promise<unknown> = Promise.resolve();
  readonly #public = new WeakMap<object, true>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables?.some((table) => !HIDDEN_TABLES.has(table))) this.#public.set(queryId, true);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // A statement that changed no row (an UPDATE that found nothing) changes no page.
    if (this.#public.has(queryId) && result.numAffectedRows !== BigInt(0)) this.writes += 1;
    return result;
  }
}
