/** Footer texts (spec §2 Footer). */
export const footer = {
  linksTitle: 'Snel naar',
  otherLinksTitle: 'Overige links',
  addressTitle: 'Postadres',
  followTitle: 'Volg ons',
  phone: 'Telefoon',
  email: 'E-mail',
  social: { facebook: 'Facebook', twitter: 'X (Twitter)', youtube: 'YouTube', linkedin: 'LinkedIn' },
  copyright: (from: number, to: number, name: string) => `© ${from}–${to} ${name}`,
} as const;
