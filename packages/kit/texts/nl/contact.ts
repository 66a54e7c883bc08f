/** Texts of mf-contact (spec §2 /contact, §8). */
export const contact = {
  success: 'Uw bericht is in goede orde ontvangen.',
  failure: 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.',
} as const;
