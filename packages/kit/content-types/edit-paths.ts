/**
 * Where the editing app (mf-beheer, at /beheer) edits what (issue 41): an item's form is
 * `/beheer/<section>/<id>`, a new one's `/beheer/<section>/nieuw`, a page's `/beheer/paginas/<name>`.
 * A content type names its section in its declaration; the pages' section is named here. The API
 * answers these paths (GET /api/admin/drafts) and mf-beheer's sections read the same segments.
 */
import { pathTo } from '../site-map';
import type { ContentType } from './define';

/** The pages' section (pages are no content type: their texts are the partials of page-places). */
export const PAGES_SECTION = 'paginas';
/** The kind of a page's draft and presence next to the content types' kinds. */
export const PAGE_KIND = 'page';
/** The ref of an item not saved yet. */
export const NEW_REF = 'nieuw';

/** `/beheer/<section>/<ref>`: the form of an item (its id or `nieuw`) or a page (its name). */
export const editPath = (section: string, ref: string | number): string => `${pathTo('beheer')}/${section}/${encodeURIComponent(String(ref))}`;

/** The form of an item of `type`: its id, or `nieuw`. */
export const itemEditPath = (type: Pick<ContentType, 'section'>, ref: number | typeof NEW_REF): string => editPath(type.section, ref);

/** The editor of the page `name` (or `footer`). */
export const pageEditPath = (name: string): string => editPath(PAGES_SECTION, name);
