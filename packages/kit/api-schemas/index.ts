/**
 * The API's JSON answers, each declared once as a TypeBox schema: the API's routes use these as
 * response schemas (serialization, OpenAPI) and its repositories return their `Static` types.
 * For the API and tests only: this module carries the TypeBox runtime. Web code reads the types
 * from `@kerk/kit/api-types`, which re-exports them type-only, so no browser bundle grows.
 */
export {
  accountNoticeSchema,
  adminSessionSchema,
  adminUserSchema,
  auditEntrySchema,
  checkPasswordLinkBodySchema,
  inviteBodySchema,
  PASSWORD_LINK_STATES,
  passwordLinkSchema,
  passwordResetBodySchema,
  roleSchema,
  setPasswordBodySchema,
  signInBodySchema,
} from './admin';
export {
  editablePageSchema,
  editablePageSummarySchema,
  editablePartialSchema,
  pageConflictSchema,
  pageDraftSchema,
  pageEditBodySchema,
  pageRevisionSchema,
  pageRevisionSummarySchema,
} from './admin-pages';
export { waitingDraftSchema } from './admin-drafts';
export { adminSettingsSchema, contactRouteSchema, contactRoutingBodySchema, contactRoutingSchema, settingsBodySchema } from './admin-site';
export { adminChurchSchema, adminPastorSchema } from './admin-community';
export { adminPurposeSchema, givingPurposeSchema, givingSettingsBodySchema, givingSettingsSchema } from './giving';
export type { AdminPurpose, GivingPurpose, GivingSettings, GivingSettingsBody } from './giving';
export { ALT_MAX_LENGTH, MEDIA_ACCEPT, MEDIA_MAX_BYTES, mediaItemSchema, mediaUploadSchema, mediaUsageSchema } from './admin-media';
export { adminNewsBodySchema, adminNewsSchema, NEWS_STATUSES } from './admin-news';
export {
  adminZijstroomSchema,
  ZIJSTROOM_STATUSES,
  zijstroomAttachmentSchema,
  zijstroomPreviewSchema,
  zijstroomProgressSchema,
  zijstroomScheduleBodySchema,
  zijstroomSubscriberCountsSchema,
  zijstroomSubscriberSchema,
} from './admin-zijstroom';
export { adminSchemaOf, type EngineAdminItem, type EnginePublicItem, hasPhotoField, publicItemSchemaOf, publicSchemaOf } from './engine';
export { answerPropsOf, bodySchemaOf, declaredBounds, type DeclaredBody, declaredBodyOf, type DeclaredBounds, editingProps, publicDetailPropsOf, publicPropsOf } from './content-type';
export { adminServiceSchema, contentRevisionSchema, importAnswerSchema, importRowSchema, trashItemSchema } from './admin-services';
export { managedUserSchema, updateUserBodySchema } from './admin-users';
export { churchSchema } from './churches';
export { contactReceiptSchema, contactTypeSchema } from './contact';
export { adminEventSchema, EVENT_REPEATS, OTHER_VENUE } from './admin-events';
export { eventDetailSchema, eventSummarySchema } from './events';
export {
  adminRegistrationListSchema,
  adminRegistrationSchema,
  adminRegistrationSummarySchema,
  cancelBodySchema,
  cancelResultSchema,
  phoneSignUpBodySchema,
  registrationMessageBodySchema,
  registrationProp,
  registrationStateSchema,
  signUpBodySchema,
  signUpResultSchema,
} from './registrations';
export { FOCUS_CENTRE, photoFocusSchema, photoSchema } from './photo';
export { newsArticleSchema, newsSummarySchema } from './news';
export { footerSchema, pagePartialSchema, pageSchema } from './page';
export { dataAnswerSchema, listAnswerSchema, listMetaSchema } from './paging';
export { pastorSchema, pastorSummarySchema } from './pastors';
export { conflictAnswerSchema, errorSchema, invalidAnswerSchema } from './errors';
export { stringEnum } from './schema-helpers';
export { SEARCH_TYPES, searchResultSchema, textRangeSchema } from './search';
export { serviceSchema } from './services';
export { SETTING_KEYS, settingsSchema } from './settings';
