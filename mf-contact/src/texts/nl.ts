/** mf-contact's own texts (spec §2 /contact, §8): the form around the shared contract. */
import { contact } from '@kerk/kit/contact';

export const ownContact = {
  formTitle: 'Stuur ons een bericht',
  allRequired: 'Alle velden zijn verplicht.',
  messageHint: `Minimaal ${contact.limits.messageMin} en maximaal ${contact.limits.messageMax} tekens.`,
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
