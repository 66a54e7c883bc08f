/**
 * mf-contact's own texts: the ones only the script shows. The form's texts the server writes too
 * (title, labels, success and failure of spec §8) are in the kit's contract (`@kerk/kit/contact`).
 */
export const ownContact = {
  typesLoading: 'De soorten contact worden geladen…',
  typesFailed: 'De soorten contact konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  sending: 'Bezig met versturen…',
  /** Above the cards of the pages below Contact in the site map (the kerkelijk bureau). */
  moreHeading: 'Meer over contact',
  /** On a phone, above the intro: straight to the form. */
  toForm: 'Naar het formulier',
  /** The column beside the form: the office, the emergency number and more. */
  detailsLabel: 'Telefoon, adres en meer',
} as const;
