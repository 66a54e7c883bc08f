/**
 * The public contract of the API's JSON answers: the one definition of their shapes, shared by the
 * API (its repositories and response schemas are checked against these) and the remotes that read
 * them, so a change to an answer fails typechecking on both sides. Types only: import with
 * `import type`, which leaves nothing in any bundle. Imports nothing (no React, no app).
 */
export type { ContactReceipt, ContactType } from './contact';
export type { Church } from './churches';
export type { EventDetail, EventSummary } from './events';
export type { NewsArticle, NewsSummary } from './news';
export type { DataAnswer, ListAnswer, ListMeta } from './paging';
export type { Pastor, PastorSummary } from './pastors';
export type { SearchResult, SearchType, TextRange } from './search';
export type { Service } from './services';
