/** mf-beheer's own texts: the editing app's layout and the sign-in screen (issue 15). */
export const beheer = {
  title: 'Beheer',
  intro: 'Hier past u de teksten van de website aan.',
  navLabel: 'Beheer',
  sections: {
    pages: "Pagina's",
    settings: 'Instellingen',
    users: 'Gebruikers',
  },
  chooseSection: 'Kies hierboven wat u wilt bewerken.',
  comingNext: (part: string) =>
    `${part} bewerken kan nog niet. Dit onderdeel komt in de volgende stap van het beheer; tot dan verandert een ontwikkelaar deze teksten.`,
  signedInAs: (email: string) => `Ingelogd als ${email}`,
  roles: { beheerder: 'beheerder', redacteur: 'redacteur' } as Record<string, string>,
  signOut: 'Afmelden',
  signIn: {
    title: 'Inloggen',
    intro: 'Log in met het e-mailadres en het wachtwoord van uw account.',
    fields: { email: 'E-mail', password: 'Wachtwoord' },
    submit: 'Inloggen',
    busy: 'Bezig met inloggen…',
    forgotPassword: 'Wachtwoord vergeten?',
    wrongCredentials: 'Het e-mailadres of het wachtwoord klopt niet.',
    notAvailable: 'Inloggen is nog niet mogelijk: dit deel van de website wordt op dit moment gebouwd. Probeer het later opnieuw.',
    sessionEnded: 'U bent afgemeld: u was een tijd niet actief, of uw sessie is beëindigd. Log opnieuw in om verder te gaan.',
    failed: 'Inloggen lukt nu niet. Controleer uw internetverbinding en probeer het later nog eens.',
  },
  forgotPassword: {
    title: 'Wachtwoord vergeten',
    comingNext:
      'Een nieuw wachtwoord aanvragen kan nog niet. Dit komt in de volgende stap van het beheer. Tot dan helpt de scriba of het kerkelijk bureau u verder.',
    back: 'Terug naar inloggen',
  },
  noAccess: (part: string) => `${part} kan alleen een beheerder openen. Vraag een beheerder van de website als u hier iets wilt laten veranderen.`,
  loading: 'Even geduld, het beheer wordt geladen…',
  notFound: 'Dit onderdeel van het beheer bestaat niet.',
  backToStart: 'Naar het begin van het beheer',
} as const;
