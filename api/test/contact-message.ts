/** A contact message that passes every rule (spec §8), for the tests of both ways in: the API and the plain form. */
export const VALID_CONTACT = {
  name: 'Anna de Vries',
  email: 'anna@example.org',
  subject: 'Doop van onze dochter',
  message: 'Wij willen graag een afspraak maken over de doop van onze dochter.',
  contactType: 'kerkenraad',
};
