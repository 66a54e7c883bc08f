/**
 * Kysely table types. One interface per table; teams that add a migration add their table here,
 * so queries stay typed end to end.
 */
import type { Generated } from 'kysely';

export interface PagesTable {
  id: Generated<number>;
  name: string;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
}

export interface PagePartialsTable {
  id: Generated<number>;
  page_id: number;
  name: string;
  content: string;
  position: number;
}

export interface FooterPartialsTable {
  id: Generated<number>;
  name: string;
  content: string;
  position: number;
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

/** News articles (migration 0006); `body` is sanitized HTML, `body_text` its plain text for search. */
export interface NewsTable {
  id: Generated<number>;
  title: string;
  /** 'YYYY-MM-DD', the written-on date. */
  published_at: string;
  excerpt: string;
  body: string;
  body_text: string;
  image: string;
  image_alt: string;
  author: string;
}

/** Agenda events (migration 0007): ISO UTC instants; `description` sanitized HTML, `plain_text` its text. */
export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string;
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
}

/** Church buildings, one per location slug (migration 0003_churches). */
export interface ChurchesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  description: Generated<string>;
  accessibility: Generated<string>;
  /** File name in content/images/churches/. */
  image: Generated<string>;
  image_alt: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  position: Generated<number>;
}

/** The pastoral team (migration 0004_pastors). */
export interface PastorsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  role: string;
  /** JSON array of location slugs. */
  areas: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  /** File name in content/images/pastors/. */
  photo: Generated<string>;
  photo_alt: Generated<string>;
  summary: Generated<string>;
  /** Sanitized HTML. */
  biography: Generated<string>;
  position: Generated<number>;
}

/** Kerkdiensten (migration 0005); `collections` is a JSON array of strings, `streamed` 0/1. */
export interface ServicesTable {
  id: Generated<number>;
  /** ISO UTC, e.g. `2026-01-04T09:00:00.000Z`. */
  starts_at: string;
  location: string;
  church_name: string;
  preacher: Generated<string>;
  season: Generated<string>;
  collections: Generated<string>;
  streamed: Generated<number>;
  stream_url: Generated<string>;
  recording_url: Generated<string>;
  notes: Generated<string>;
  notes_text: Generated<string>;
}

/** Contact form types (migration 0008) with the recipient each type's messages are mailed to. */
export interface ContactTypesTable {
  key: string;
  label: string;
  position: number;
  recipient_name: string;
  recipient_email: string;
}

export type ContactMessageStatus = 'queued' | 'sending' | 'sent' | 'retry';

/** The contact outbox (migration 0008): every accepted message, never deleted. Times are ISO strings. */
export interface ContactMessagesTable {
  id: string;
  contact_type: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: Generated<ContactMessageStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
}

export interface Database {
  search_index: SearchIndexTable;
  services: ServicesTable;
  pages: PagesTable;
  page_partials: PagePartialsTable;
  footer_partials: FooterPartialsTable;
  settings: SettingsTable;
  churches: ChurchesTable;
  pastors: PastorsTable;
  news: NewsTable;
  events: EventsTable;
  contact_types: ContactTypesTable;
  contact_messages: ContactMessagesTable;
}
