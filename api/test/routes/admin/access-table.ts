/**
 * Who may call what under /api/admin, written down by hand (issue 41): access.test holds every route
 * Fastify has against this table, not against the route's own `config.access`, so a route that
 * declares the wrong roles fails there. A new route needs its row here, a decision made on purpose.
 * HEAD is not listed: Fastify adds it for each GET, and it is checked with its GET's row.
 */
import type { Role } from '@kerk/kit/accounts';

export type Access = 'public' | readonly Role[];

/** Anybody: signing in, a one-time link and asking for one. */
const PUBLIC: Access = 'public';
/** Users, settings, the audit log, and personal data (AVG: Zijstroom's subscribers, the names of sign-ups). */
const BEHEERDER: Access = ['beheerder'];
/** Both editing roles: the content. */
const EDITORS: Access = ['beheerder', 'redacteur'];

type Table = Record<string, Access>;

/**
 * The routes every collection shares (routes/admin/collection-routes.ts): an item, its revisions,
 * its autosaved drafts and presence; and, unless the set is fixed (the churches), the Prullenbak and
 * delete. All of them for both editing roles.
 */
function collection(base: string, { fixed = false, who = EDITORS } = {}): Table {
  const rows: Table = {
    [`GET ${base}/:id`]: who,
    [`GET ${base}/:id/revisions`]: who,
    [`POST ${base}/:id/revisions/:revisionId/restore`]: who,
    [`GET ${base}/drafts/:ref`]: who,
    [`PUT ${base}/drafts/:ref`]: who,
    [`DELETE ${base}/drafts/:ref`]: who,
    [`POST ${base}/presence/:ref`]: who,
  };
  if (fixed) return rows;
  return { ...rows, [`GET ${base}/prullenbak`]: who, [`POST ${base}/prullenbak/:id/restore`]: who, [`DELETE ${base}/:id`]: who };
}

/** A collection's list, create and save, on top of the shared routes (both editing roles unless `who` says otherwise). */
const editable = (base: string, who: Access = EDITORS): Table => ({ [`GET ${base}`]: who, [`POST ${base}`]: who, [`PUT ${base}/:id`]: who, ...collection(base, { who }) });

const A = '/api/admin';

export const ACCESS: Table = {
  // Signing in and out, one's own sessions, passwords.
  [`POST ${A}/session`]: PUBLIC,
  [`GET ${A}/session`]: EDITORS,
  [`POST ${A}/session/renew`]: EDITORS,
  [`DELETE ${A}/session`]: EDITORS,
  [`DELETE ${A}/sessions`]: EDITORS,
  [`POST ${A}/password`]: PUBLIC,
  [`POST ${A}/password/check`]: PUBLIC,
  [`POST ${A}/password-reset`]: PUBLIC,
  // Users and the audit log.
  [`POST ${A}/users`]: BEHEERDER,
  [`GET ${A}/users`]: BEHEERDER,
  [`PATCH ${A}/users/:id`]: BEHEERDER,
  [`POST ${A}/users/:id/link`]: BEHEERDER,
  [`GET ${A}/audit`]: BEHEERDER,
  // The site's settings, where contact mail goes, the giving settings.
  [`GET ${A}/settings`]: BEHEERDER,
  [`PUT ${A}/settings`]: BEHEERDER,
  [`GET ${A}/contact-routing`]: BEHEERDER,
  [`PUT ${A}/contact-routing`]: BEHEERDER,
  [`GET ${A}/giving-settings`]: BEHEERDER,
  [`PUT ${A}/giving-settings`]: BEHEERDER,
  // Pages.
  [`GET ${A}/pages`]: EDITORS,
  [`GET ${A}/pages/:name`]: EDITORS,
  [`PUT ${A}/pages/:name/draft`]: EDITORS,
  [`DELETE ${A}/pages/:name/draft`]: EDITORS,
  [`POST ${A}/pages/:name/presence`]: EDITORS,
  [`POST ${A}/pages/:name/publish`]: EDITORS,
  [`GET ${A}/pages/:name/revisions`]: EDITORS,
  [`GET ${A}/pages/:name/revisions/:id`]: EDITORS,
  [`POST ${A}/pages/:name/revisions/:id/restore`]: EDITORS,
  [`GET ${A}/pages/:name/preview`]: EDITORS,
  // Photos.
  [`POST ${A}/media`]: EDITORS,
  [`GET ${A}/media`]: EDITORS,
  [`GET ${A}/media/:id`]: EDITORS,
  [`PATCH ${A}/media/:id`]: EDITORS,
  [`DELETE ${A}/media/:id`]: EDITORS,
  // The collections.
  ...editable(`${A}/services`),
  [`GET ${A}/services/import/voorbeeld.csv`]: EDITORS,
  [`POST ${A}/services/import`]: EDITORS,
  [`POST ${A}/services/:id/copy`]: EDITORS,
  ...editable(`${A}/events`),
  ...editable(`${A}/news`),
  ...editable(`${A}/pastors`),
  ...editable(`${A}/purposes`),
  // The congregation's places (an engine type): what the whole site names, so the beheerder's.
  ...editable(`${A}/places`, BEHEERDER),
  [`GET ${A}/churches`]: EDITORS,
  [`PUT ${A}/churches/:id`]: EDITORS,
  ...collection(`${A}/churches`, { fixed: true }),
  // Zijstroom: writing and sending it, its PDF.
  ...editable(`${A}/zijstroom`),
  [`GET ${A}/zijstroom/:id/voorbeeld`]: EDITORS,
  [`POST ${A}/zijstroom/:id/proef`]: EDITORS,
  [`POST ${A}/zijstroom/:id/versturen`]: EDITORS,
  [`POST ${A}/zijstroom/:id/niet-versturen`]: EDITORS,
  [`POST ${A}/zijstroom/:id/pauzeren`]: EDITORS,
  [`POST ${A}/zijstroom/:id/hervatten`]: EDITORS,
  [`GET ${A}/zijstroom/:id/voortgang`]: EDITORS,
  [`POST ${A}/zijstroom/bijlagen`]: EDITORS,
  [`GET ${A}/zijstroom/bijlagen/:id`]: EDITORS,
  // One's own drafts waiting, of every kind and the pages.
  [`GET ${A}/drafts`]: EDITORS,
  // Zijstroom's subscribers: addresses and names, personal data (AVG).
  [`GET ${A}/zijstroom/abonnees`]: BEHEERDER,
  [`GET ${A}/zijstroom/abonnees.csv`]: BEHEERDER,
  [`DELETE ${A}/zijstroom/abonnees/:id`]: BEHEERDER,
  // Sign-ups (issue 43): the counts, closing early and the seats for both; names and addresses (AVG) the beheerder's.
  [`GET ${A}/registrations`]: EDITORS,
  [`GET ${A}/registrations/:kind/:id`]: EDITORS,
  [`PUT ${A}/registrations/:kind/:id/closed`]: EDITORS,
  [`PUT ${A}/registrations/:kind/:id/seats`]: EDITORS,
  [`GET ${A}/registrations/:kind/:id/aanmeldingen.csv`]: BEHEERDER,
  [`POST ${A}/registrations/:kind/:id`]: BEHEERDER,
  [`DELETE ${A}/registrations/entries/:registrationId`]: BEHEERDER,
  [`POST ${A}/registrations/:kind/:id/bericht`]: BEHEERDER,
};
