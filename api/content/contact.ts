/**
 * Contact types (labels and order from the kit, the one source the form shares) with the recipient
 * of each. Addresses use the reserved `.example` domain: a deploy sets the real ones in the database.
 */
import { contact } from '@kerk/kit/contact';

import type { ContactTypeInput } from '../src/plugins/app/contact/contact-repository';

const RECIPIENTS: Record<(typeof contact.types)[number]['key'], { name: string; email: string }> = {
  kerkenraad: { name: 'Scriba van de kerkenraad', email: 'scriba@pgmaasenwaal.example' },
  voorzitter: { name: 'Voorzitter van de kerkenraad', email: 'voorzitter@pgmaasenwaal.example' },
  kerkrentmeesters: { name: 'Secretaris college van kerkrentmeesters', email: 'kerkrentmeesters@pgmaasenwaal.example' },
  diakenen: { name: 'Secretaris college van diakenen', email: 'diaconie@pgmaasenwaal.example' },
  huwelijk: { name: 'Kerkelijk bureau, huwelijksdiensten', email: 'huwelijk@pgmaasenwaal.example' },
  overlijden: { name: 'Pastoraal team, uitvaarten', email: 'uitvaart@pgmaasenwaal.example' },
  algemeen: { name: 'Kerkelijk bureau', email: 'info@pgmaasenwaal.example' },
  ledenadministratie: { name: 'Ledenadministratie', email: 'ledenadministratie@pgmaasenwaal.example' },
  zaalhuur: { name: 'Beheer zaalverhuur', email: 'zaalverhuur@pgmaasenwaal.example' },
};

export const contactTypes: ContactTypeInput[] = contact.types.map(({ key, label }) => ({
  key,
  label,
  recipientName: RECIPIENTS[key].name,
  recipientEmail: RECIPIENTS[key].email,
}));
