/**
 * The field rules of a pastoral team member and of a church (issue 16), one set for the editing
 * app (final-form validators, before sending) and the API (the same functions and Dutch messages,
 * again on every save). E-mail, phone and postcode are the kit's rules of spec §5.
 */
import { compose, email, maxLength, phone, required, validateAll, zipcode, type Validator } from '../validation';

export const PASTOR_LABELS = {
  name: 'Naam',
  role: 'Functie',
  areas: 'Dorpen',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  photo: 'Foto',
  summary: 'Korte introductie',
  biography: 'Over',
  position: 'Volgorde',
} as const;

export const CHURCH_LABELS = {
  name: 'Naam van de kerk',
  address: 'Adres',
  zipcode: 'Postcode',
  city: 'Plaats',
  description: 'Beschrijving',
  accessibility: 'Toegankelijkheid',
  photo: 'Foto',
} as const;

/** The longest plain texts, in characters. */
export const COMMUNITY_LIMITS = { name: 200, role: 200, email: 254, phone: 40, summary: 500, address: 200, zipcode: 7, city: 100, description: 2000, accessibility: 2000 } as const;

const L = COMMUNITY_LIMITS;

/** The per-field rules of a team member's plain fields (areas, photo and biography are checked by the API against its data). */
export const PASTOR_RULES: Record<'name' | 'role' | 'email' | 'phone' | 'summary', Validator> = {
  name: compose(required(PASTOR_LABELS.name), maxLength(PASTOR_LABELS.name, L.name)),
  role: compose(required(PASTOR_LABELS.role), maxLength(PASTOR_LABELS.role, L.role)),
  email: compose(email(PASTOR_LABELS.email), maxLength(PASTOR_LABELS.email, L.email)),
  phone: compose(phone(PASTOR_LABELS.phone), maxLength(PASTOR_LABELS.phone, L.phone)),
  summary: maxLength(PASTOR_LABELS.summary, L.summary),
};

export const CHURCH_RULES: Record<'name' | 'address' | 'zipcode' | 'city' | 'description' | 'accessibility', Validator> = {
  name: compose(required(CHURCH_LABELS.name), maxLength(CHURCH_LABELS.name, L.name)),
  address: compose(required(CHURCH_LABELS.address), maxLength(CHURCH_LABELS.address, L.address)),
  zipcode: compose(required(CHURCH_LABELS.zipcode), zipcode('NL')),
  city: compose(required(CHURCH_LABELS.city), maxLength(CHURCH_LABELS.city, L.city)),
  description: maxLength(CHURCH_LABELS.description, L.description),
  accessibility: maxLength(CHURCH_LABELS.accessibility, L.accessibility),
};

/** The messages of a team member's plain fields (only the fields with one). */
export const checkPastorFields = (values: Record<string, unknown>) => validateAll(values, PASTOR_RULES);

/** The messages of a church's fields (only the fields with one). */
export const checkChurchFields = (values: Record<string, unknown>) => validateAll(values, CHURCH_RULES);

/** The Dutch messages of team and church editing beyond the field rules. */
export const communityMessages = {
  areas: 'Kies alleen dorpen uit de lijst.',
  photoGone: 'Deze foto staat niet (meer) in de fotobibliotheek. Kies een andere.',
  position: 'Vul een volgorde in van 0 tot en met 999.',
} as const;
