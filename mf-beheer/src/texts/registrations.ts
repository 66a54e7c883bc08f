/**
 * The Dutch texts of "Aanmeldingen" (issue 43): the services and events taking sign-ups, one list
 * with its waitlist, the door list on paper, a sign-up by phone, closing, the seats, a message to all.
 * The fields' labels and rules are the kit's (`@kerk/kit/registrations`), which the API checks too.
 */
const number = new Intl.NumberFormat('nl-NL');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

export const registrationsTexts = {
  title: 'Aanmeldingen',
  intro: 'Hier ziet u wie zich heeft aangemeld voor kerkdiensten en evenementen met een beperkt aantal plaatsen. U kunt de lijst voor de deur afdrukken.',
  loading: 'Bezig met laden…',
  loadError: 'De aanmeldingen konden niet worden geladen. Probeer het later opnieuw.',
  empty: 'Er zijn nu geen kerkdiensten of evenementen waarvoor men zich kan aanmelden. Zet "Aanmelden met een beperkt aantal plaatsen" aan bij een kerkdienst of evenement.',
  columns: { when: 'Wanneer', what: 'Wat', seats: 'Plaatsen', waiting: 'Wachtlijst', state: 'Aanmelden', actions: 'Acties' },
  open: 'Open',
  closed: 'Gesloten',
  show: 'Bekijk de aanmeldingen',
  back: 'Terug naar alle aanmeldingen',
  notFound: 'Deze kerkdienst of dit evenement bestaat niet (meer), of neemt geen aanmeldingen aan.',
  /** "87 van 120 plaatsen bezet". */
  taken: (taken: number, limit: number) => `${number.format(taken)} van ${plural(limit, 'plaats', 'plaatsen')} bezet`,
  free: (n: number) => (n <= 0 ? 'Vol' : `Nog ${plural(n, 'plaats', 'plaatsen')} vrij`),
  waitingSeats: (n: number) => (n === 0 ? 'Niemand op de wachtlijst' : `${plural(n, 'plaats', 'plaatsen')} op de wachtlijst`),
  openUntil: (when: string) => `Aanmelden kan tot ${when}.`,
  closedEarly: 'Aanmelden is gesloten. Bezoekers kunnen zich niet meer aanmelden; u kunt wel iemand per telefoon toevoegen.',
  closedPast: 'Aanmelden is voorbij.',
  countsOnly: 'Als redacteur ziet u alleen de aantallen. De namen en e-mailadressen kan alleen een beheerder zien (privacy).',
  signups: 'Aangemeld',
  waitlist: 'Wachtlijst',
  noSignups: 'Nog niemand heeft zich aangemeld.',
  noWaitlist: 'Er staat niemand op de wachtlijst.',
  list: {
    seq: 'Nr.',
    name: 'Naam',
    email: 'E-mailadres',
    seats: 'Plaatsen',
    answer: 'Antwoord',
    via: 'Via',
    position: 'Plaats op de wachtlijst',
    actions: 'Acties',
    phone: 'telefoon',
    web: 'website',
    noEmail: 'geen e-mailadres',
  },
  actions: {
    print: 'Lijst voor de deur afdrukken',
    csv: 'Exporteren (CSV)',
    phone: 'Aanmelding per telefoon toevoegen',
    close: 'Aanmelden sluiten',
    reopen: 'Aanmelden weer openen',
    seats: 'Aantal plaatsen wijzigen',
    message: 'Bericht aan iedereen',
    cancel: 'Afmelden',
    stop: 'Annuleren',
  },
  no: 'Nee, terug',
  closedNow: 'Aanmelden is gesloten.',
  reopenedNow: 'Aanmelden is weer open.',
  cancelConfirm: (name: string, seats: number) => `${name} afmelden (${plural(seats, 'plaats', 'plaatsen')})? De plaatsen komen vrij; wie op de wachtlijst staat, schuift op en krijgt een e-mail.`,
  cancelYes: 'Ja, afmelden',
  cancelled: (name: string) => `${name} is afgemeld.`,
  phone: {
    title: 'Aanmelding per telefoon',
    intro: 'Voor wie belt of het zelf niet op de website kan. Zonder e-mailadres krijgt hij of zij geen bevestiging per e-mail.',
    email: 'E-mailadres (niet verplicht)',
    submit: 'Aanmelding toevoegen',
    busy: 'Bezig met toevoegen…',
    added: (name: string) => `${name} is aangemeld.`,
    waitlisted: (name: string, position: number) => `De plaatsen zijn vol: ${name} staat op de wachtlijst (plaats ${position}).`,
  },
  seats: {
    title: 'Aantal plaatsen wijzigen',
    label: 'Aantal plaatsen',
    hint: 'Meer plaatsen: wie op de wachtlijst staat, schuift op en krijgt een e-mail.',
    submit: 'Opslaan',
    busy: 'Bezig met opslaan…',
    saved: (n: number) => `Er zijn nu ${plural(n, 'plaats', 'plaatsen')}.`,
  },
  message: {
    title: 'Bericht aan iedereen die zich aanmeldde',
    intro: 'Bijvoorbeeld over parkeren of een andere tijd. Het bericht gaat per e-mail naar iedereen op de lijst en de wachtlijst die een e-mailadres opgaf.',
    next: 'Verder',
    confirm: (n: number) =>
      n === 0 ? 'Niemand op de lijst heeft een e-mailadres opgegeven: het bericht gaat naar niemand.' : `Dit bericht gaat naar ${plural(n, 'persoon', 'personen')}. Versturen?`,
    send: 'Ja, versturen',
    busy: 'Bezig met versturen…',
    sent: (n: number) => `Het bericht is verstuurd naar ${plural(n, 'persoon', 'personen')}.`,
  },
  door: {
    heading: 'Lijst voor de deur',
    present: 'Aanwezig',
    total: (taken: number, limit: number) => `${number.format(taken)} van ${plural(limit, 'plaats', 'plaatsen')} bezet`,
    printedAt: (when: string) => `Afgedrukt op ${when}`,
  },
  /** The link from a service's or event's form. */
  formLink: 'Bekijk de aanmeldingen',
} as const;
