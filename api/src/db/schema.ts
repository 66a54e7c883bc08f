/**
 * Kysely table types. One interface per table; teams that add a migration add their table here,
 * so queries stay typed end to end.
 */
import type { Role } from '@kerk/kit/api-types';
import type { CONTENT_TYPES, churchType, ContentType, EngineKind, eventType, newsType, pastorType, purposeType, serviceType, StoredColumns } from '@kerk/kit/content-types';
import type { PartialKind } from '@kerk/kit/editing';
import type { Generated } from 'kysely';

/**
 * The columns of a content type's stored fields, from its declaration in the kit: a field added
 * there is a column here without a line of its own (the migration adds it with a default).
 */
type ContentColumns<T> = { [K in keyof T]: Generated<T[K]> };

export interface PagesTable {
  id: Generated<number>;
  name: string;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  /** Migration 0013: raised by every publish; null `updated_*` until edited in the app. */
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by: Generated<string | null>;
}

export interface PagePartialsTable {
  id: Generated<number>;
  page_id: number;
  name: string;
  content: string;
  position: number;
  /** Migration 0013: plain text or a rich-text preset, and the Dutch label the editor shows. */
  kind: Generated<PartialKind>;
  label: Generated<string>;
}

export interface FooterPartialsTable {
  id: Generated<number>;
  name: string;
  content: string;
  position: number;
  kind: Generated<PartialKind>;
  label: Generated<string>;
}

/** The footer as a whole (migration 0013, single row id = 1): its version, who published it when. */
export interface FooterMetaTable {
  id: number;
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by: Generated<string | null>;
}

/** One draft per page or 'footer' (migration 0013); `partials` is JSON (name → sanitized content). */
export interface PageDraftsTable {
  page_name: string;
  meta_title: string;
  meta_description: string;
  partials: string;
  base_version: number;
  updated_at: string;
  updated_by: string;
}

/** Every publish of a page or 'footer' (migration 0013), a snapshot; `partials` is JSON. */
export interface PageRevisionsTable {
  id: Generated<number>;
  page_name: string;
  version: number;
  created_at: string;
  author: string;
  meta_title: string;
  meta_description: string;
  partials: string;
}

/** Single row (id = 1): the site-wide settings are read-only for visitors and edited as one record. */
export interface SettingsTable {
  id: Generated<number>;
  title: Generated<string>;
  address: Generated<string>;
  zipcode: Generated<string>;
  city: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  facebook: Generated<string>;
  twitter: Generated<string>;
  youtube: Generated<string>;
  linkedin: Generated<string>;
  /** Giving (migration 0031): the congregation's default account, and the hosts a payment link may point to (one per line). */
  giving_iban: Generated<string>;
  giving_holder: Generated<string>;
  giving_bic: Generated<string>;
  giving_link_hosts: Generated<string>;
  /** Who saved through the editing app last, and when (migration 0014); '' before that. */
  updated_at: Generated<string>;
  updated_by: Generated<string>;
}

/**
 * The searchable text of services, news and events (migration 0009); rows are kept by each domain's
 * triggers, and the FTS5 indexes `search_words` and `search_infix` follow this table.
 */
export interface SearchIndexTable {
  id: Generated<number>;
  title: string;
  body: string;
  type: 'service' | 'news' | 'event';
  ref_id: number;
  /** ISO date/time used for display and tie-breaking. */
  date: string;
}

/** News articles (migration 0006): the fields of the kit's `newsType` (`body` sanitized HTML), `body_text` its plain text for search. */
export interface NewsTable extends ContentColumns<StoredColumns<typeof newsType>> {
  id: Generated<number>;
  /** 'YYYY-MM-DD', the written-on date. */
  published_at: string;
  body_text: string;
  image: string;
  image_alt: string;
  /** Migration 0017: the collection's columns (If-Match, who and when). */
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by: Generated<string>;
  /** ISO UTC: visitors see the article from this instant on (it may lie in the future). */
  publish_at: string;
}

/** Agenda events (migration 0007): the stored fields of the kit's `eventType`; ISO UTC instants; `plain_text` the description's text. */
export interface EventsTable extends ContentColumns<StoredColumns<typeof eventType>> {
  id: Generated<number>;
  plain_text: string;
  /** ISO-8601 UTC from `toISOString()`; all-day events run from Amsterdam midnight to the next one after. */
  starts_at: string;
  ends_at: string;
  all_day: 0 | 1;
  /** One of the seven location slugs. */
  location: string;
  church_name: string;
  address: string;
  uid: string;
  /** Raised by a trigger on every visible change (iCalendar SEQUENCE). */
  sequence: Generated<number>;
  updated_at: Generated<string>;
  /** Migration 0018: the version the editing app saves over, and who saved it. */
  version: Generated<number>;
  updated_by: Generated<string>;
  /** An RFC 5545 RRULE value (`FREQ=WEEKLY;UNTIL=…`) in Amsterdam wall-clock time; '' for one event. */
  rrule: Generated<string>;
  /** 1: "Ander adres", not one of the churches (`location` names the village). */
  other_venue: Generated<0 | 1>;
  /** Migration 0035: sign-ups closed early from the list. */
  signup_closed: Generated<number>;
}

/** Church buildings, one per location slug (migration 0003_churches): the fields of the kit's `churchType`. */
export interface ChurchesTable extends ContentColumns<StoredColumns<typeof churchType>> {
  id: Generated<number>;
  slug: string;
  /** File name in content/images/churches/. */
  image: Generated<string>;
  image_alt: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  position: Generated<number>;
  /** Editing (migration 0019): If-Match version, who and when; a library photo in place of the drawing. */
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by: Generated<string>;
}

/** The pastoral team (migration 0004_pastors): the fields of the kit's `pastorType` (`areas` a JSON array of village slugs). */
export interface PastorsTable extends ContentColumns<StoredColumns<typeof pastorType>> {
  id: Generated<number>;
  slug: string;
  /** File name in content/images/pastors/. */
  photo: Generated<string>;
  photo_alt: Generated<string>;
  /** Editing (migration 0019): If-Match version, who and when; a library photo in place of the portrait. */
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by: Generated<string>;
}

/**
 * Kerkdiensten (migration 0005): the fields of the kit's `serviceType` (`collections` a JSON array
 * of strings, `streamed` 0/1), the instant and the church's name beside them.
 */
export interface ServicesTable extends ContentColumns<StoredColumns<typeof serviceType>> {
  id: Generated<number>;
  /** ISO UTC, e.g. `2026-01-04T09:00:00.000Z`. */
  starts_at: string;
  church_name: string;
  notes_text: Generated<string>;
  /** Migration 0035: sign-ups closed early from the list. */
  signup_closed: Generated<number>;
  /** Migration 0016: raised by every save from the editing app; who saved last and when. */
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by: Generated<string>;
}

/**
 * Collectedoelen (migration 0031): the fields of the kit's `purposeType`; `migrated` 1 for a purpose
 * made from a service's collection name, until someone saves it in beheer.
 */
export interface PurposesTable extends ContentColumns<StoredColumns<typeof purposeType>> {
  id: Generated<number>;
  migrated: Generated<number>;
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by: Generated<string>;
}

/** A deleted content item ("Prullenbak", migration 0016): its row as JSON, for 30 days. */
export interface ContentTrashTable {
  id: Generated<number>;
  kind: string;
  ref_id: number;
  title: Generated<string>;
  data: string;
  deleted_at: string;
  deleted_by: Generated<string>;
}

/** Every save of a content item (migration 0016): a JSON snapshot with who and when. */
export interface ContentRevisionsTable {
  id: Generated<number>;
  kind: string;
  ref_id: number;
  version: number;
  data: string;
  created_at: string;
  created_by: Generated<string>;
}

/** Contact form types (migration 0008) with the recipient each type's messages are mailed to. */
export interface ContactTypesTable {
  key: string;
  label: string;
  position: number;
  recipient_name: string;
  /** '' means the site's general e-mail address (settings.email), since migration 0014. */
  recipient_email: string;
  /** Who set the recipient in the editing app last, and when (migration 0014); '' before that. */
  recipient_updated_at: Generated<string>;
  recipient_updated_by: Generated<string>;
}

export type ContactMessageStatus = 'queued' | 'sending' | 'sent' | 'retry';

/** The contact outbox (migration 0008): every accepted message, never deleted. Times are ISO strings. */
/** The columns of an outbox's state (queued → sending → sent | retry), shared by both outboxes. */
export interface OutboxStateColumns {
  status: Generated<ContactMessageStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** While `sending`: when the claim runs out and any instance may claim the row again (migration 0020). */
  lease_until: string | null;
  /** The instance (INSTANCE_ID) that holds or last held the claim. */
  claimed_by: string | null;
}

export interface ContactMessagesTable extends OutboxStateColumns {
  id: string;
  contact_type: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  idempotency_key: string | null;
  request_hash: string | null;
}

/** Accounts of the editing app (migration 0012); `email` lower-cased, `password_hash` argon2id or null until set. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  role: Role;
  active: Generated<0 | 1>;
  password_hash: string | null;
  password_set_at: string | null;
  created_at: string;
}

/** Server-side sessions (migration 0012); `id` is the SHA-256 of the cookie's token. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute end: created_at + 12 hours. */
  expires_at: string;
  ip: string;
  user_agent: string;
}

export type AccountTokenPurpose = 'set-password' | 'reset';

/** One-time links (migration 0012); `id` is the SHA-256 of the token. */
export interface AccountTokensTable {
  id: string;
  user_id: number;
  purpose: AccountTokenPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Failed sign-ins per account ('account:<email>') and per client ('ip:<address>'), migration 0012. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

/** Who did what, when, from which IP (migration 0012); never changed, never deleted by the app. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_email: string;
  action: string;
  subject: string;
  ip: string;
}

/** The outbox of account mails (migration 0012), with the contact outbox's states. */
export interface AccountMailsTable extends OutboxStateColumns {
  id: string;
  to_email: string;
  subject: string;
  body: string;
}

/** The media library (migration 0015). */
export interface MediaTable {
  id: Generated<number>;
  hash: string;
  original_name: string;
  width: number;
  height: number;
  alt: string;
  sizes: string;
  created_by: string;
  created_at: string;
  /** The focal point, whole percentages from the left and the top (migration 0027). */
  focus_x: Generated<number>;
  focus_y: Generated<number>;
  /** The link preview's file in the photo's folder: `preview.jpg` or `preview-<x>-<y>.jpg` (migration 0027). */
  preview_file: Generated<string>;
}

/** Where a photo is used (migration 0015). */
export interface MediaUsagesTable {
  media_id: number;
  kind: string;
  ref: string;
  label: string;
}

/** An editor's autosaved draft of one item (migration 0023); `ref` is its id or `nieuw`. */
export interface ContentDraftsTable {
  kind: string;
  ref: string;
  user_id: number;
  email: string;
  data: string;
  base_version: number | null;
  updated_at: string;
}

/** Who has an item's form open (migration 0023): the last heartbeat. */
export interface EditingPresenceTable {
  kind: string;
  ref: string;
  user_id: number;
  email: string;
  seen_at: string;
}

/** Zijstroom's subscribers (migration 0028): double opt-in; no IP address; `email` lower-cased. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  status: 'pending' | 'confirmed';
  created_at: string;
  /** SHA-256 of the confirmation link's token, and until when it works. */
  confirm_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  /** The consent: when the link was followed, and how the consent was given. */
  confirmed_at: string | null;
  consent: Generated<string>;
  /** Permanent SMTP refusals; at 3 the address is undeliverable. */
  bounces: Generated<number>;
  undeliverable_at: string | null;
}

/** An unsubscribed address, kept only as the SHA-256 of its lower-cased form (migration 0028). */
export interface NewsletterSuppressionsTable {
  email_hash: string;
  created_at: string;
}

export type NewsletterIssueStatus = 'draft' | 'scheduled' | 'sending' | 'paused' | 'sent';

/** Zijstroom's issues (migration 0028): `body` sanitized HTML of the `full` preset. */
export interface NewsletterIssuesTable {
  id: Generated<number>;
  title: string;
  body: string;
  body_text: Generated<string>;
  status: Generated<NewsletterIssueStatus>;
  send_at: string | null;
  sent_at: string | null;
  origin: Generated<string>;
  recipients: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: Generated<string>;
  /** The paper edition attached to its mails (migration 0030), or null. */
  attachment_id: Generated<number | null>;
}

/** A Zijstroom issue's paper edition, a PDF, its bytes in the row (migration 0030). */
export interface NewsletterAttachmentsTable {
  id: Generated<number>;
  file_name: string;
  bytes: number;
  content: Buffer;
  created_at: string;
  created_by: Generated<string>;
}

/** The newsletter's own outbox states: the shared ones, refused for good, skipped, held while paused. */
export type NewsletterMailStatus = ContactMessageStatus | 'failed' | 'skipped' | 'paused';

/** The newsletter's outbox (migration 0028): one row per recipient and issue, and the confirmation mails. */
export interface NewsletterMailsTable extends Omit<OutboxStateColumns, 'status'> {
  id: string;
  status: Generated<NewsletterMailStatus>;
  kind: 'confirm' | 'issue' | 'proof';
  priority: Generated<number>;
  issue_id: number | null;
  subscriber_id: number | null;
  to_email: string;
  to_name: Generated<string>;
  token: string | null;
  token_hash: string | null;
  origin: Generated<string>;
}

/** An engine type's table: its stored fields, the id and the version (its migration makes exactly these). */
type EngineTableOf<T extends ContentType> = ContentColumns<StoredColumns<T>> & {
  id: Generated<number>;
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by: Generated<string>;
};

/** Sign-ups (migration 0035): one list per service, event or occurrence; its row is what a sign-up locks. */
export interface RegistrationListsTable {
  id: Generated<number>;
  kind: 'service' | 'event';
  ref_id: number;
  /** '' for a service or a single event; a recurring event's occurrence: its start, ISO UTC. */
  occurrence: Generated<string>;
  /** The last sign-up's number: sign-ups are numbered in the order they were committed. */
  seq: Generated<number>;
}

export type RegistrationStatus = 'confirmed' | 'waitlisted' | 'cancelled';

export interface RegistrationsTable {
  id: Generated<number>;
  list_id: number;
  seq: number;
  name: string;
  email: string;
  seats: number;
  answer: Generated<string>;
  status: RegistrationStatus;
  source: Generated<'web' | 'phone'>;
  created_at: string;
  updated_at: string;
}

/** A link in a sign-up's mail (the cancel link): only its token's hash. */
export interface RegistrationLinksTable {
  token_hash: string;
  registration_id: number;
}

export interface RegistrationMailsTable extends Omit<OutboxStateColumns, 'status'> {
  id: string;
  kind: 'confirm' | 'moved_up' | 'reminder' | 'message';
  once: string;
  registration_id: number | null;
  to_email: string;
  token: string | null;
  origin: Generated<string>;
  subject: Generated<string>;
  body: Generated<string>;
  status: Generated<'queued' | 'sending' | 'sent' | 'retry' | 'skipped'>;
}

/** The tables of the engine's types (issue 42), named by their resource: a new type has no line here. */
type EngineTables = { [K in EngineKind as (typeof CONTENT_TYPES)[K]['resource']]: EngineTableOf<(typeof CONTENT_TYPES)[K]> };

export interface Database extends EngineTables {
  content_drafts: ContentDraftsTable;
  editing_presence: EditingPresenceTable;
  search_index: SearchIndexTable;
  services: ServicesTable;
  content_trash: ContentTrashTable;
  content_revisions: ContentRevisionsTable;
  pages: PagesTable;
  page_partials: PagePartialsTable;
  footer_partials: FooterPartialsTable;
  footer_meta: FooterMetaTable;
  page_drafts: PageDraftsTable;
  page_revisions: PageRevisionsTable;
  settings: SettingsTable;
  churches: ChurchesTable;
  pastors: PastorsTable;
  purposes: PurposesTable;
  news: NewsTable;
  events: EventsTable;
  contact_types: ContactTypesTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  account_mails: AccountMailsTable;
  media: MediaTable;
  media_usages: MediaUsagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  newsletter_attachments: NewsletterAttachmentsTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_mails: NewsletterMailsTable;
  registration_lists: RegistrationListsTable;
  registrations: RegistrationsTable;
  registration_links: RegistrationLinksTable;
  registration_mails: RegistrationMailsTable;
}
