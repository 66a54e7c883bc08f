/**
 * GET /api/admin/drafts (issue 41): the signed-in editor's own drafts waiting, of every content type
 * and of the pages, newest first, each with a name to recognise it and the editing app's path of
 * its form (content-types/edit-paths.ts), for the banner after signing in.
 */
import { Type, type Static } from '@sinclair/typebox';

export const waitingDraftSchema = Type.Object({
  /** The content type's kind ('service', 'news'…), or 'page'. */
  kind: Type.String({ examples: ['event', 'page'] }),
  /** The item's id, `nieuw` for one not saved yet, or the page's name. */
  ref: Type.String({ examples: ['12', 'nieuw', 'index'] }),
  /** The draft's own title, else the item's stored one, else the type's "Nieuw(e) …" (a page: its name in the list). */
  title: Type.String({ examples: ['Kerstmarkt', 'Nieuw evenement', 'Home'] }),
  savedAt: Type.String({ format: 'date-time', description: 'Laatst bewaard, ISO UTC' }),
  /** Where the editing app opens its form. */
  path: Type.String({ examples: ['/beheer/agenda/12', '/beheer/nieuws/nieuw', '/beheer/paginas/index'] }),
});
export type WaitingDraft = Static<typeof waitingDraftSchema>;
