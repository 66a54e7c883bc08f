/**
 * The contact form's contract, shared by mf-contact and the API (spec §3 contact types, §5): both
 * label the fields, bound the lengths and list the contact types from this one file. The form's own
 * texts live in mf-contact (src/texts). Not a shared entry: in the browser only mf-contact reads it,
 * so it travels in mf-contact's chunks instead of every page's shell.
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
 * The nine contact types of spec §3, in spec order. `key` is stable: the contact page's `?type=<key>` pre-selects
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

/**
 * The form's texts that the API writes too: without JavaScript the server renders the form and
 * answers its POST with a page (spec §8: the success and failure texts are exact).
 */
const form = {
  formTitle: 'Stuur ons een bericht',
  allRequired: 'Alle velden zijn verplicht.',
  messageHint: `Minimaal ${limits.messageMin} en maximaal ${limits.messageMax} tekens.`,
  chooseType: 'Maak een keuze',
  honeypot: 'Laat dit veld leeg',
  submit: 'Versturen',
  success: 'Uw bericht is in goede orde ontvangen.',
  failure: 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.',
} as const;

/**
 * The query parameter of the page a plain form POST redirects to when the message was accepted
 * (`/contact?verzonden=1`): the page then shows the success text, with or without JavaScript.
 */
const SENT_PARAM = 'verzonden';

/** Reached as `contact.fields`, `contact.limits`, `contact.types`, `contact.formTitle`… (the texts index exports only `contact`). */
export const contact = { fields, limits, types, sentParam: SENT_PARAM, ...form } as const;

/**
 * What the server's answer to a refused plain form POST hands the form (initial data, key
 * `contactForm`): the visitor's input, the per-field messages and whether the failure text shows.
 */
export interface ContactFormState {
  values: Partial<Record<keyof typeof fields, string>>;
  fields: Partial<Record<keyof typeof fields, string>>;
  /** The failure text of spec §8 (anything but per-field messages: quota, a refused origin…). */
  failed: boolean;
}
