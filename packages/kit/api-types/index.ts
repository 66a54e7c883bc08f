/**
 * The public contract of the API's JSON answers, as types. Each shape is declared once, as a
 * TypeBox schema in `../api-schemas` that the API serves with (so the OpenAPI document, the
 * serializer, the repositories and the remotes cannot drift apart); these are its `Static` types.
 * Type-only re-exports: they leave nothing in any bundle, so importing them never brings the
 * TypeBox runtime into the browser. Import with `import type`.
 */
export type {
  AccountNotice,
  AdminSession,
  AdminUser,
  AuditAction,
  AuditEntry,
  CheckPasswordLinkBody,
  InviteBody,
  PasswordLink,
  PasswordResetBody,
  Role,
  SetPasswordBody,
  SignInBody,
} from '../api-schemas/admin';
export type {
  EditablePage,
  EditablePageSummary,
  EditablePartial,
  PageConflict,
  PageDraft,
  PageEditBody,
  PageRevision,
  PageRevisionSummary,
} from '../api-schemas/admin-pages';
export type { WaitingDraft } from '../api-schemas/admin-drafts';
export type { AdminSettings, ContactRoute, ContactRouting, ContactRoutingBody, SettingsBody } from '../api-schemas/admin-site';
export type { AdminChurch, AdminPastor } from '../api-schemas/admin-community';
export type { AdminPurpose, GivingPurpose, GivingSettings, GivingSettingsBody } from '../api-schemas/giving';
export type { MediaItem, MediaUpload, MediaUsage } from '../api-schemas/admin-media';
export type { AdminNews, AdminNewsBody, NewsStatus } from '../api-schemas/admin-news';
export type {
  AdminZijstroom,
  ZijstroomAttachment,
  ZijstroomPreview,
  ZijstroomProgress,
  ZijstroomStatus,
  ZijstroomSubscriber,
  ZijstroomSubscriberCounts,
} from '../api-schemas/admin-zijstroom';
export type { AdminService, ContentRevision, ImportAction, ImportAnswer, ImportRow, TrashItem } from '../api-schemas/admin-services';
export type { ManagedUser, UpdateUserBody } from '../api-schemas/admin-users';
export type { Church } from '../api-schemas/churches';
export type { ContactReceipt, ContactType } from '../api-schemas/contact';
export type { AdminEvent, EventRepeat } from '../api-schemas/admin-events';
export type { EventDetail, EventSummary } from '../api-schemas/events';
export type { AdminRegistration, AdminRegistrationList, AdminRegistrationSummary, RegistrationStateAnswer, SignUpResultAnswer } from '../api-schemas/registrations';
export type { Photo } from '../api-schemas/photo';
export type { NewsArticle, NewsSummary } from '../api-schemas/news';
export type { Footer, Page, PagePartial } from '../api-schemas/page';
export type { DataAnswer, ListAnswer, ListMeta } from '../api-schemas/paging';
export type { Pastor, PastorSummary } from '../api-schemas/pastors';
export type { SearchResult, SearchType, TextRange } from '../api-schemas/search';
export type { Service } from '../api-schemas/services';
export type { SettingKey, Settings } from '../api-schemas/settings';
