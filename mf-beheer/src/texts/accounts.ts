/**
 * mf-beheer's texts about accounts: the users and the logboek (beheerder only), choosing a
 * password with a one-time link, "Wachtwoord vergeten", the warning before the session ends and
 * "Overal afmelden". The API's own sentences (the last beheerder, an expired link) come from the
 * kit's `accounts.messages` and are shown as the API sends them.
 */
const minutes = (n: number) => `${n} ${n === 1 ? 'minuut' : 'minuten'}`;

export const accountTexts = {
  users: {
    title: 'Gebruikers',
    intro: 'Hier ziet u wie de website mag bewerken. Een beheerder mag alles, een redacteur alleen de inhoud.',
    loading: 'De gebruikers worden geladen…',
    loadFailed: 'De gebruikers konden niet worden geladen. Probeer het later opnieuw.',
    tableCaption: 'Alle gebruikers',
    columns: { email: 'E-mailadres', role: 'Rol', status: 'Status', lastSignIn: 'Laatst aangemeld', actions: 'Acties' },
    active: 'Actief',
    inactive: 'Uitgeschakeld',
    passwordNotSet: 'Wachtwoord nog niet ingesteld',
    never: 'Nog nooit',
    you: '(u)',
    roleLabel: (email: string) => `Rol van ${email}`,
    deactivate: 'Uitschakelen',
    reactivate: 'Weer inschakelen',
    sendLink: 'Nieuwe link sturen',
    confirmDeactivate: (email: string) => `Weet u zeker dat u ${email} wilt uitschakelen? Deze persoon wordt meteen afgemeld en kan niet meer aanmelden tot u het account weer inschakelt.`,
    confirmYes: 'Ja, uitschakelen',
    confirmNo: 'Annuleren',
    roleChanged: (email: string, role: string) => `${email} is nu ${role}.`,
    deactivated: (email: string) => `${email} is uitgeschakeld en afgemeld.`,
    reactivated: (email: string) => `${email} is weer ingeschakeld.`,
    undo: 'Ongedaan maken',
    failed: 'Dit is niet gelukt. Probeer het later opnieuw.',
  },
  invite: {
    title: 'Iemand uitnodigen',
    intro: 'De persoon krijgt een e-mail met een link om zelf een wachtwoord te kiezen. De link werkt 24 uur.',
    fields: { email: 'E-mailadres', role: 'Rol' },
    submit: 'Uitnodiging sturen',
    busy: 'Bezig met versturen…',
  },
  auditLog: {
    title: 'Logboek',
    intro: 'Wie wat heeft gedaan in het beheer, het nieuwste eerst.',
    loading: 'Het logboek wordt geladen…',
    loadFailed: 'Het logboek kon niet worden geladen. Probeer het later opnieuw.',
    empty: 'Er staat nog niets in het logboek.',
    tableCaption: 'Logboek van het beheer',
    columns: { at: 'Wanneer', actor: 'Wie', action: 'Wat', subject: 'Onderwerp', ip: 'IP-adres' },
    nobody: 'Niet aangemeld',
    pagination: {
      label: 'Pagina’s van het logboek',
      previous: 'Nieuwer',
      next: 'Ouder',
      page: (n: number) => `Pagina ${n}`,
      status: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
    },
  },
  setPassword: {
    title: 'Wachtwoord instellen',
    intro: 'Kies een wachtwoord van minstens 12 tekens. Een zin van een paar woorden is goed te onthouden en moeilijk te raden.',
    fields: { password: 'Nieuw wachtwoord', repeat: 'Herhaal het nieuwe wachtwoord' },
    mismatch: 'De twee wachtwoorden zijn niet hetzelfde',
    submit: 'Wachtwoord opslaan',
    busy: 'Bezig met opslaan…',
    noToken: 'Deze link is niet compleet. Open de link uit de e-mail opnieuw, of vraag een nieuwe link aan met "Wachtwoord vergeten".',
    checking: 'De link wordt gecontroleerd…',
    unusable: 'Met deze link kunt u geen wachtwoord meer instellen. Vraag een nieuwe link aan met "Wachtwoord vergeten".',
    signIn: 'Naar inloggen',
    forgotPassword: 'Een nieuwe link aanvragen',
    failed: 'Het wachtwoord kon nu niet worden opgeslagen. Probeer het later opnieuw.',
  },
  forgotPassword: {
    title: 'Wachtwoord vergeten',
    intro: 'Vul het e-mailadres van uw account in. U krijgt dan een e-mail met een link om een nieuw wachtwoord te kiezen.',
    fields: { email: 'E-mail' },
    submit: 'Link aanvragen',
    busy: 'Bezig met versturen…',
    back: 'Terug naar inloggen',
    failed: 'Dit is nu niet gelukt. Controleer uw internetverbinding en probeer het later opnieuw.',
  },
  idle: {
    title: 'Bent u er nog?',
    body: (left: number) =>
      `U heeft een tijd niets gedaan in het beheer. Om uw account te beschermen wordt u over ${minutes(left)} automatisch afgemeld. Wat u niet heeft opgeslagen, gaat dan verloren.`,
    stay: 'Aangemeld blijven',
    signOut: 'Afmelden',
    finalTitle: 'Uw sessie loopt bijna af',
    finalBody: (left: number) =>
      `U bent al bijna 12 uur aangemeld. Om uw account te beschermen wordt u over ${minutes(left)} afgemeld, ook als u bezig bent. Sla uw werk nu op en meld u daarna opnieuw aan.`,
    understood: 'Begrepen',
  },
  signOutEverywhere: 'Overal afmelden',
  signOutEverywhereHint: 'Meldt u af op deze en alle andere computers en telefoons.',
} as const;
