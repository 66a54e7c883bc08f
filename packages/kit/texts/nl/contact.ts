/**
 * Texts of mf-contact (spec §2 /contact, §3 contact types, §5, §8), shared with the API: the form and
 * the server label fields, bound lengths and list the contact types from this one file.
 */

/** Field labels, used in the form and in the '{field} is verplicht' messages of both sides. */
const fields = {
  name: 'Naam',
  email: 'E-mail',
  subject: 'Onderwerp',
  message: 'Bericht',
  contactType: 'Soort contact',
} as const;

/**
 * Length bounds in characters (spec §5 leaves them open). Name 100 and subject 150 fit any real
 * name or subject line; a message needs 10 characters to say anything and 5 000 (about two pages)
 * is plenty for a first contact; 254 is the longest valid e-mail address (RFC 5321).
 */
const limits = { name: 100, email: 254, subject: 150, messageMin: 10, messageMax: 5000 } as const;

/**
 * The nine contact types of spec §3, in spec order. `key` is stable: `/contact?type=<key>` pre-selects
 * a type and the API routes a message to the recipient stored for its key.
 */
const types = [
  { key: 'kerkenraad', label: 'Kerkenraad' },
  { key: 'voorzitter', label: 'Voorzitter van de kerkenraad' },
  { key: 'kerkrentmeesters', label: 'College van kerkrentmeesters' },
  { key: 'diakenen', label: 'College van diakenen' },
  { key: 'huwelijk', label: 'Huwelijk' },
  { key: 'overlijden', label: 'Overlijden' },
  { key: 'algemeen', label: 'Algemeen' },
  { key: 'ledenadministratie', label: 'Ledenadministratie' },
  { key: 'zaalhuur', label: 'Zaalhuur Beuningen, Druten of Wijchen' },
] as const;

/** Reached as `contact.fields`, `contact.limits`, `contact.types` (the texts index exports only `contact`). */
export const contact = {
  fields,
  limits,
  types,
  formTitle: 'Stuur ons een bericht',
  allRequired: 'Alle velden zijn verplicht.',
  messageHint: `Minimaal ${limits.messageMin} en maximaal ${limits.messageMax} tekens.`,
  chooseType: 'Maak een keuze',
  typesLoading: 'De soorten contact worden geladen…',
  typesFailed: 'De soorten contact konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  honeypot: 'Laat dit veld leeg',
  submit: 'Versturen',
  sending: 'Bezig met versturen…',
  success: 'Uw bericht is in goede orde ontvangen.',
  failure: 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.',
} as const;
