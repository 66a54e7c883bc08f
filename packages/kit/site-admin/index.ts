/**
 * The contract of the site settings and the contact routing in the editing app (issue 15), shared
 * by mf-beheer and the API like `@kerk/kit/accounts`: the field labels, the one rule table both
 * sides check with (the API answers the same Dutch messages the form shows while typing), and every
 * Dutch sentence about saving. Not a shared entry: in the browser only mf-beheer reads it.
 */
import type { SettingKey, Settings } from '../api-types';
import { formatDate } from '../dates';
import { compose, email, httpsUrl, maxLength, phone, required, validateAll, zipcode, type Validator } from '../validation';

/** Longest value of a field, in characters: texts, an e-mail address (RFC 5321), a web address. */
export const SITE_LIMITS = { text: 200, email: 254, url: 500 } as const;

/** The social links, in the footer's order. */
export const SOCIAL_KEYS = ['facebook', 'twitter', 'youtube', 'linkedin'] as const satisfies readonly SettingKey[];

/** The form's groups: the church's details, then its social media. */
export const SETTINGS_GROUPS = {
  church: ['title', 'address', 'zipcode', 'city', 'phone', 'email'],
  social: SOCIAL_KEYS,
} as const satisfies Record<string, readonly SettingKey[]>;

const fields = {
  title: 'Naam van de kerk',
  address: 'Straat en huisnummer',
  zipcode: 'Postcode',
  city: 'Plaats',
  phone: 'Telefoonnummer',
  email: 'E-mailadres',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const satisfies Record<SettingKey, string>;

const text = (key: SettingKey) => maxLength(fields[key], SITE_LIMITS.text);
const social = (key: SettingKey) => compose(httpsUrl(fields[key]), maxLength(fields[key], SITE_LIMITS.url));

/** One rule per setting (spec §5 rules; the postcode is the NL/BE rule with the spec's message). */
export const settingsRules: Record<SettingKey, Validator> = {
  title: compose(required(fields.title), text('title')),
  address: text('address'),
  zipcode: compose(zipcode('NL'), text('zipcode')),
  city: text('city'),
  phone: compose(phone(fields.phone), text('phone')),
  email: compose(email(fields.email), maxLength(fields.email, SITE_LIMITS.email)),
  facebook: social('facebook'),
  twitter: social('twitter'),
  youtube: social('youtube'),
  linkedin: social('linkedin'),
};

/** The recipient of one contact type: an e-mail address, or empty for the site's general address. */
export const recipientRule: Validator = compose(email(fields.email), maxLength(fields.email, SITE_LIMITS.email));

/** Every broken rule of the settings, per field (empty when all is well). */
export const validateSettings = (values: Settings): Partial<Record<SettingKey, string>> => validateAll(values, settingsRules);

/** "op 25-11-2026 om 10.05" in Dutch time. */
const at = (iso: string) => `op ${formatDate(iso)} om ${formatDate(iso, 'HH.mm')}`;
const whoAndWhen = (by: string, when: string) => `${by || 'Iemand anders'} ${when ? `${at(when)} ` : ''}`;

const messages = {
  invalid: 'Niet alle velden zijn goed ingevuld. Kijk de meldingen bij de velden na.',
  /** 409: someone saved between this person's loading and saving. */
  settingsConflict: (by: string, when: string) =>
    `${whoAndWhen(by, when)}heeft de instellingen intussen gewijzigd. Hieronder staan de nieuwe waarden; uw wijzigingen zijn niet opgeslagen.`,
  routingConflict: (by: string, when: string) =>
    `${whoAndWhen(by, when)}heeft de ontvangers intussen gewijzigd. Hieronder staan de nieuwe adressen; uw wijzigingen zijn niet opgeslagen.`,
  /** 428: a save without the version it was based on. */
  versionMissing: 'Het is niet duidelijk welke versie u heeft bewerkt. Vernieuw de pagina en probeer het opnieuw.',
  settingsSaved: 'De instellingen zijn opgeslagen. Bezoekers zien ze meteen op de website.',
  routingSaved: 'De ontvangers zijn opgeslagen. Ook berichten die nog wachten op verzending gaan naar de nieuwe adressen.',
  unknownType: 'Dit soort contact bestaat niet (meer). Vernieuw de pagina.',
  /** The general address cannot go while a contact type relies on it. */
  emailNeededForRouting: 'E-mailadres is verplicht: berichten van het contactformulier zonder eigen ontvanger gaan naar dit adres.',
  /** A contact type cannot fall back on a general address that is not there. */
  recipientNeeded: 'Vul een e-mailadres in: de website heeft geen algemeen e-mailadres om op terug te vallen.',
} as const;

/** Reached as `siteAdmin.fields`, `siteAdmin.messages`. */
export const siteAdmin = { fields, messages } as const;
