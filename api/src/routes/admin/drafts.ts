/**
 * GET /api/admin/drafts (issue 41): the signed-in editor's own drafts waiting, for the banner after
 * signing in: every kind's (plugins/app/content-editing/drafts.ts, per editor) and the pages' they
 * saved last (a page's draft is the page's), newest first. Each is named by the title typed in the
 * draft, else the item's stored title, else the type's "Nieuw(e) …"; a page by its name in the list.
 * The path is the editing app's form of it (the kit's edit-paths). Another editor's are never listed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WaitingDraft } from '@kerk/kit/api-types';
import { type ContentType, itemEditPath, NEW_REF, PAGE_KIND, pageEditPath } from '@kerk/kit/content-types';

import { createDrafts } from '../../plugins/app/content-editing/drafts';
import { waitingDraftsSchema } from '../../schemas/admin-drafts';
import { editors } from './collection-routes';

/** A kind with drafts: its declaration, and how its stored items are named (collection-routes registers it). */
export interface DraftKind {
  type: ContentType;
  titleOf(id: number): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kinds with drafts, by kind: filled as their routes register (routes/admin/index.ts makes it). */
    draftKinds: Map<string, DraftKind>;
  }
}

/** The title typed in the draft, when the type has a field that names an item and it is filled in. */
function typedTitle(type: ContentType, values: Record<string, unknown>): string | null {
  const value = type.titleField ? values[type.titleField] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

type ItemDraft = { kind: string; ref: string; values: Record<string, unknown>; savedAt: string };

async function waitingItem(kinds: Map<string, DraftKind>, { kind, ref, values, savedAt }: ItemDraft): Promise<WaitingDraft | null> {
  const known = kinds.get(kind);
  if (!known) return null;
  const isNew = ref === NEW_REF;
  const stored = isNew ? null : await known.titleOf(Number(ref));
  // An item deleted since has no form to go back to (its draft comes back with it from the Prullenbak).
  if (!isNew && stored === null) return null;
  const title = typedTitle(known.type, values) ?? stored ?? known.type.names.newTitle;
  return { kind, ref, title, savedAt, path: itemEditPath(known.type, isNew ? NEW_REF : Number(ref)) };
}

const waitingDraftRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const drafts = createDrafts(fastify.db);

  fastify.get('/', { schema: waitingDraftsSchema, config: editors }, async (request) => {
    const user = request.adminSession!.user;
    const [items, pages] = await Promise.all([drafts.ofUser(user.id), fastify.pageEditing.draftsBy(user.email, user.role === 'beheerder')]);
    const named = await Promise.all(items.map((draft) => waitingItem(fastify.draftKinds, draft)));
    const waiting: WaitingDraft[] = [
      ...named.filter((draft): draft is WaitingDraft => draft !== null),
      ...pages.map((page) => ({ kind: PAGE_KIND, ref: page.name, title: page.label, savedAt: page.savedAt, path: pageEditPath(page.name) })),
    ];
    return { data: waiting.sort((a, b) => b.savedAt.localeCompare(a.savedAt)) };
  });
};

export default waitingDraftRoutes;
