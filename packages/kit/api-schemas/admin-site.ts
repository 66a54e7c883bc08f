/**
 * The admin API's site settings and contact routing (`/api/admin/settings`,
 * `/api/admin/contact-routing`, issue 15). Each answer carries its `version`, sent back in
 * `If-Match` when saving, and who saved last and when, so a stale save is refused by name.
 */
import { Type, type Static, type TObject, type TString } from '@sinclair/typebox';

import { SITE_LIMITS } from '../site-admin';
import { SETTING_KEYS, settingsSchema, type SettingKey } from './settings';

const version = Type.String({ description: 'Versie van deze gegevens; terugsturen in de header If-Match bij opslaan' });
const updatedAt = Type.String({ description: 'Wanneer het laatst via het beheer opgeslagen (ISO-tijd); leeg als dat nog nooit gebeurde' });
const updatedBy = Type.String({ description: 'Het e-mailadres van wie het laatst opsloeg; leeg als onbekend' });

/** GET /api/admin/settings */
export const adminSettingsSchema = Type.Object({ settings: settingsSchema, version, updatedAt, updatedBy });
export type AdminSettings = Static<typeof adminSettingsSchema>;

/** PUT /api/admin/settings: every setting, '' for "not filled in". */
export const settingsBodySchema = Type.Object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, Type.String({ maxLength: SITE_LIMITS.url })])) as Record<SettingKey, TString>,
  { additionalProperties: false },
) as TObject<Record<SettingKey, TString>>;
export type SettingsBody = Static<typeof settingsBodySchema>;

/** One contact type and where its messages go. */
export const contactRouteSchema = Type.Object({
  key: Type.String({ examples: ['kerkenraad'] }),
  label: Type.String({ examples: ['Kerkenraad'] }),
  /** '' means the site's general e-mail address (settings.email). */
  recipient: Type.String({ description: 'Ontvanger; leeg: het algemene e-mailadres van de website' }),
});
export type ContactRoute = Static<typeof contactRouteSchema>;

/** GET /api/admin/contact-routing */
export const contactRoutingSchema = Type.Object({
  routes: Type.Array(contactRouteSchema),
  /** Where a type without its own recipient goes now: the site's general e-mail address. */
  fallback: Type.String({ description: 'Het algemene e-mailadres (instellingen) voor soorten zonder eigen ontvanger' }),
  version,
  updatedAt,
  updatedBy,
});
export type ContactRouting = Static<typeof contactRoutingSchema>;

/** PUT /api/admin/contact-routing: the recipients to set; types left out keep theirs. */
export const contactRoutingBodySchema = Type.Object(
  {
    routes: Type.Array(
      Type.Object({ key: Type.String({ maxLength: 100 }), recipient: Type.String({ maxLength: SITE_LIMITS.url }) }, { additionalProperties: false }),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type ContactRoutingBody = Static<typeof contactRoutingBodySchema>;
