/**
 * The editable content types, each declared once (fields, Dutch labels, help, rules, presets), and
 * what every part derives from a declaration. Read by the API and the editing app (mf-beheer); not a
 * shared entry (visitors never load it).
 */
export { type ContentMessages, type ContentNames, type ContentType, type FieldValues, type ListSpec, type StoredColumns, defineContentType, fieldNames, hasPhotoField, messagesOf, whenText } from './define';
export { type ChoiceSource, type FieldDef, type FieldKind, type ValueOf, columnOf, snake } from './fields';
export { type ChoiceOptions, checkField, checkFields, fieldMessages, isLinkTo, isShown, normalAmount, normalTime } from './rules';
export { serviceType, VIDEO_HOSTS } from './services';
export { ROOSTER_COLUMNS, type RoosterColumn, type RoosterField } from './rooster';
export { newsType } from './news';
export { EVENT_REPEAT_OPTIONS, eventType } from './events';
export { churchType, pastorType } from './community';
export { purposeType } from './giving';
export { zijstroomType } from './zijstroom';
export { placeType } from './places';
export { churchMessages, eventMessages, FOOTER_PAGE, MESSAGES, mediaMessages, newsMessages, pageEditingMessages, pastorMessages, purposeMessages, serviceMessages, zijstroomMessages } from './messages';
export { editPath, itemEditPath, NEW_REF, PAGE_KIND, PAGES_SECTION, pageEditPath } from './edit-paths';
export { COLLECTION_ACTIONS, type CollectionAction, type CollectionAuditAction, collectionActionLabelsOf, collectionActionsOf } from './audit';

import { churchType, pastorType } from './community';
import { eventType } from './events';
import { purposeType } from './giving';
import { newsType } from './news';
import { placeType } from './places';
import { serviceType } from './services';
import { zijstroomType } from './zijstroom';

/** Every editable content type, by kind, in the editing app's menu order. A new type is one line here. */
export const CONTENT_TYPES = {
  service: serviceType,
  purpose: purposeType,
  news: newsType,
  zijstroom: zijstroomType,
  event: eventType,
  pastor: pastorType,
  church: churchType,
  place: placeType,
} as const;
export type ContentKind = keyof typeof CONTENT_TYPES;

/** The kinds the engine runs: every type not marked `custom`. */
export type EngineKind = { [K in ContentKind]: (typeof CONTENT_TYPES)[K]['custom'] extends true ? never : K }[ContentKind];
export type EngineType = (typeof CONTENT_TYPES)[EngineKind];
/** An engine type's table (its resource). */
export type EngineTable = EngineType['resource'];

export const isEngineType = (type: { custom?: true }): boolean => type.custom !== true;
/** The engine types, in menu order. */
export const ENGINE_TYPES: readonly EngineType[] = Object.values(CONTENT_TYPES).filter(isEngineType) as EngineType[];
