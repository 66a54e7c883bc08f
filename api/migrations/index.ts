/**
 * Every migration, keyed by name. Kysely runs them in key order, so a new feature adds
 * `000N_<feature>.ts` exporting `migration` and one line below. A static record (instead of
 * FileMigrationProvider) works the same under tsx, jest and a bundler, and never picks up stray files.
 */
import type { Migration, MigrationProvider } from 'kysely';

import { migration as pages } from './0001_pages';
import { migration as search } from './0002_search';
import { migration as churches } from './0003_churches';
import { migration as pastors } from './0004_pastors';
import { migration as services } from './0005_services';
import { migration as news } from './0006_news';
import { migration as events } from './0007_events';
import { migration as contact } from './0008_contact';
import { migration as searchInfix } from './0009_search_infix';
import { migration as serviceSearchText } from './0010_service_search_text';
import { migration as searchDate } from './0011_search_date';
import { migration as accounts } from './0012_accounts';
import { migration as pageEditing } from './0013_page_editing';
import { migration as siteAdmin } from './0014_site_admin';
import { migration as media } from './0015_media';
import { migration as contentEditing } from './0016_content_editing';
import { migration as newsEditing } from './0017_news_editing';
import { migration as eventEditing } from './0018_event_editing';
import { migration as communityEditing } from './0019_community_editing';
import { migration as outboxLease } from './0020_outbox_lease';
import { migration as dataVersion } from './0021_data_version';
import { migration as searchWordsSplit } from './0022_search_words_split';
import { migration as contentDrafts } from './0023_content_drafts';
import { migration as serviceMusic } from './0024_service_music';
import { migration as newsSummaries } from './0025_news_summaries';
import { migration as hiddenWrites } from './0026_hidden_writes';
import { migration as mediaFocus } from './0027_media_focus';
import { migration as giving } from './0031_giving';
import { migration as newsletter } from './0028_newsletter';
import { migration as zijstroomPage } from './0029_zijstroom_page';
import { migration as zijstroomAttachments } from './0030_zijstroom_attachments';
import { migration as foreignImageText } from './0032_foreign_image_text';
import { migration as eventExceptions } from './0033_event_exceptions';
import { migration as places } from './0034_places';
import { migration as registrations } from './0035_registrations';

export const migrations: Record<string, Migration> = {
  '0001_pages': pages,
  '0002_search': search,
  '0003_churches': churches,
  '0004_pastors': pastors,
  '0005_services': services,
  '0006_news': news,
  '0007_events': events,
  '0008_contact': contact,
  '0009_search_infix': searchInfix,
  '0010_service_search_text': serviceSearchText,
  '0011_search_date': searchDate,
  '0012_accounts': accounts,
  '0013_page_editing': pageEditing,
  '0014_site_admin': siteAdmin,
  '0015_media': media,
  '0016_content_editing': contentEditing,
  '0017_news_editing': newsEditing,
  '0018_event_editing': eventEditing,
  '0019_community_editing': communityEditing,
  '0020_outbox_lease': outboxLease,
  '0021_data_version': dataVersion,
  '0022_search_words_split': searchWordsSplit,
  '0023_content_drafts': contentDrafts,
  '0024_service_music': serviceMusic,
  '0025_news_summaries': newsSummaries,
  '0026_hidden_writes': hiddenWrites,
  '0027_media_focus': mediaFocus,
  '0031_giving': giving,
  '0028_newsletter': newsletter,
  '0029_zijstroom_page': zijstroomPage,
  '0030_zijstroom_attachments': zijstroomAttachments,
  '0032_foreign_image_text': foreignImageText,
  '0033_event_exceptions': eventExceptions,
  '0034_places': places,
  '0035_registrations': registrations,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
