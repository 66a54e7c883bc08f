/**
 * mf-beheer's texts of the Instellingen section (issue 15). The field labels, the rules' messages
 * and the API's sentences (saved, conflict) are the kit's `@kerk/kit/site-admin`, shared with the
 * API; these are the screen's own words.
 */
export const siteSettingsTexts = {
  intro:
    'Hier staan de gegevens van de kerk die onderaan elke pagina van de website staan, wie de berichten van het contactformulier ontvangt, en het rekeningnummer voor de collecte.',
  loading: 'De instellingen worden geladen…',
  loadFailed: 'De instellingen konden niet worden geladen.',
  groups: {
    church: 'Gegevens van de kerk',
    social: 'Sociale media',
    contact: 'Contactformulier',
    giving: 'Geven en collecte',
  },
  /** "Geven en collecte" (issue 34): the congregation's default account and the allowed payment-link websites. */
  giving: {
    intro:
      'Dit rekeningnummer staat op de pagina Geven en in de QR-code bij elk collectedoel dat geen eigen rekeningnummer heeft. Vul het in zoals het op een bankafschrift staat.',
    loading: 'De instellingen voor geven worden geladen…',
    loadFailed: 'De instellingen voor geven konden niet worden geladen.',
    labels: {
      iban: 'Rekeningnummer van de gemeente (IBAN)',
      holder: 'Naam van de rekeninghouder',
      bic: 'BIC van de bank (mag leeg)',
      linkHosts: 'Toegestane websites voor betaallinks',
    },
    hints: {
      iban: 'Bijvoorbeeld NL91 ABNA 0417 1643 00. Spaties mogen. Leeg laten: alleen doelen met een eigen rekeningnummer krijgen een QR-code.',
      holder: 'Zoals de bank die kent, bijvoorbeeld "Protestantse Gemeente Maas en Waal". Hoogstens 70 tekens.',
      bic: 'Acht of elf letters en cijfers, bijvoorbeeld RABONL2U. Meestal niet nodig: laat het dan leeg.',
      linkHosts:
        'Eén website per regel, alleen de naam, bijvoorbeeld tikkie.me of www.givt.nl. Een betaallink bij een collectedoel mag alleen naar deze websites gaan.',
    },
    holderRequired: 'Vul de naam van de rekeninghouder in, zoals de bank die kent.',
    holderTooLong: 'De naam van de rekeninghouder mag hoogstens 70 tekens hebben.',
    save: 'Rekeninggegevens opslaan',
    saved: 'De instellingen voor geven zijn opgeslagen. De pagina Geven toont ze meteen.',
  },
  hints: {
    zipcode: 'Vier cijfers, een spatie en twee letters, bijvoorbeeld 6641 AB.',
    phone: 'Zoals het op de website moet staan, bijvoorbeeld 024 123 12 34.',
    email: 'Het algemene adres van de kerk. Het staat op de website.',
    social: 'Het volledige adres van uw pagina, beginnend met https://. Leeg laten: de link staat niet op de website.',
  },
  socialIntro: 'Alleen ingevulde links verschijnen onderaan de website, onder "Volg ons".',
  contactIntro: (fallback: string) =>
    `Kies per soort contact wie de berichten ontvangt. Laat u een veld leeg, dan gaan de berichten naar het algemene e-mailadres${fallback ? ` (${fallback})` : ''}.`,
  recipientLabel: (typeLabel: string) => `Ontvanger bij "${typeLabel}"`,
  recipientHintFallback: (fallback: string) => (fallback ? `Leeg: naar ${fallback}` : 'Leeg kan niet: de website heeft geen algemeen e-mailadres.'),
  saveSettings: 'Gegevens opslaan',
  saveRouting: 'Ontvangers opslaan',
  saving: 'Bezig met opslaan…',
  undo: 'Ongedaan maken',
  undone: 'De vorige waarden staan er weer.',
  noChanges: 'Er is niets gewijzigd.',
  failed: 'Opslaan lukt nu niet. Controleer uw internetverbinding en probeer het later nog eens.',
  conflict: {
    theirs: 'Nieuwe waarde',
    yours: 'Uw waarde',
    field: 'Veld',
    empty: '(leeg)',
    caption: 'Wat er nu is opgeslagen, naast wat u wilde opslaan',
    takeTheirs: 'Nieuwe waarden overnemen',
    keepMine: 'Mijn wijzigingen toch opslaan',
  },
} as const;
