/**
 * The accounts contract of the editing app (issue 15), shared by mf-beheer and the API: the roles,
 * the bounds of a password, the password rules both sides check, and every Dutch sentence about
 * signing in, so the app shows the API's message and its own check in the same words. Not a shared
 * entry: in the browser only mf-beheer reads it, so no visitor's page carries it.
 * The API adds one rule the browser cannot afford: the list of common passwords.
 */
import { CONTENT_TYPES, type CollectionAuditAction, collectionActionLabelsOf, collectionActionsOf, type ContentKind } from '../content-types';
import { validation } from '../texts/nl/validation';

/** The two roles: a beheerder may do everything (users, settings), a redacteur edits the content. */
export const ROLES = ['beheerder', 'redacteur'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What the audit log records besides each content type's own five (added, saved, to the Prullenbak,
 * restored, an earlier version back: `collectionActionsOf`, from its declaration).
 */
const OWN_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'account_locked',
  'sign_out',
  'sign_out_everywhere',
  'password_set',
  'password_reset_requested',
  'user_created',
  'user_invited',
  // Page editing (the subject is the page's name, or 'footer').
  'page_published',
  'page_restored',
  'page_draft_discarded',
  'settings_changed',
  'contact_routing_changed',
  'user_role_changed',
  'user_deactivated',
  'user_reactivated',
  'user_link_sent',
  // What a type does of its own: copying a service, a rooster, publishing news, sending Zijstroom.
  'service_copied',
  'services_imported',
  'news_published',
  'news_unpublished',
  // The media library (the subject is the photo's id and alt text).
  'media_uploaded',
  'media_changed',
  'media_focus_changed',
  'media_deleted',
  'giving_settings_changed',
  // Zijstroom by e-mail (issue 33; the subject is the title, or a subscriber's masked address).
  'zijstroom_scheduled',
  'zijstroom_unscheduled',
  'zijstroom_paused',
  'zijstroom_resumed',
  'zijstroom_subscriber_removed',
  'zijstroom_subscribers_exported',
  // Sign-ups (issue 43; the subject is the service's or event's title and day, never a name).
  'registration_added',
  'registration_cancelled',
  'registrations_exported',
  'registrations_messaged',
  'registrations_closed',
  'registrations_opened',
  'registration_seats_changed',
] as const;

/** What the audit log records (the subject of a content type's action is the item's title). */
export type AuditAction = (typeof OWN_ACTIONS)[number] | CollectionAuditAction<ContentKind>;
export const AUDIT_ACTIONS = [...OWN_ACTIONS, ...Object.values(CONTENT_TYPES).flatMap((type) => collectionActionsOf(type) as AuditAction[])] as const satisfies readonly AuditAction[];

/**
 * How long a session lives: `idleMs` after its last admin call, `absoluteMs` after signing in. The
 * API's policy reads them; the app counts down the idle time after each call it makes.
 */
export const SESSION_TIMES = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 } as const;

/** Longest e-mail address (RFC 5321) and the bounds of a password, in characters. */
export const ACCOUNT_LIMITS = { email: 254, passwordMin: 12, passwordMax: 256 } as const;

/**
 * Where a one-time link leads (`?token=…`): the editing app's "set your password" page.
 * mf-beheer owns the page; the API writes the link into mails and the command line prints it.
 */
export const SET_PASSWORD_PATH = '/beheer/wachtwoord';

const minutes = (n: number) => `${n} ${n === 1 ? 'minuut' : 'minuten'}`;

/**
 * The name of the editing app's "Wachtwoord vergeten" screen, as the sentences below quote it; the
 * app turns the quoted name into a link to that screen.
 */
export const FORGOT_PASSWORD_NAME = 'Wachtwoord vergeten';
const forgot = `"${FORGOT_PASSWORD_NAME}"`;
const newLink = `Vraag een nieuwe link aan met ${forgot}, of vraag de beheerder van de website om een nieuwe uitnodiging.`;

const fields = { email: 'E-mailadres', password: 'Wachtwoord', role: 'Rol' } as const;

/** Every sentence the API answers about accounts, and the mails it sends. */
const messages = {
  passwordTooShort: validation.minLength(fields.password, ACCOUNT_LIMITS.passwordMin),
  passwordTooLong: validation.maxLength(fields.password, ACCOUNT_LIMITS.passwordMax),
  passwordTooSimple: 'Dit wachtwoord is te eenvoudig: gebruik meer verschillende tekens.',
  passwordIsEmail: 'Kies een wachtwoord dat niet uw e-mailadres is.',
  passwordCommon: 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
  emailInvalid: validation.invalid(fields.email),
  invalidCredentials: 'Het e-mailadres of het wachtwoord is niet juist.',
  /** Too many failed sign-ins: how long to wait, in whole minutes. */
  locked: (waitMinutes: number) =>
    `Te veel mislukte pogingen om aan te melden. Probeer het over ${minutes(waitMinutes)} opnieuw, of vraag een nieuw wachtwoord aan met ${forgot}.`,
  tooManyResets: (waitMinutes: number) => `U heeft te vaak een nieuwe link aangevraagd. Probeer het over ${minutes(waitMinutes)} opnieuw.`,
  notSignedIn: 'U bent niet aangemeld. Meld u aan om verder te gaan.',
  sessionExpired: 'U was een tijd niet actief en bent daarom afgemeld. Meld u opnieuw aan.',
  forbidden: 'U heeft geen toegang tot dit onderdeel.',
  csrf: 'Dit verzoek kon niet worden gecontroleerd. Vernieuw de pagina en probeer het opnieuw.',
  foreignOrigin: 'Dit verzoek komt niet van deze website.',
  tokenInvalid: `Deze link is niet geldig. Controleer of u de hele link uit de e-mail heeft gebruikt. ${newLink}`,
  tokenExpired: `Deze link is verlopen. ${newLink}`,
  tokenUsed: `Deze link is al gebruikt (een link werkt maar één keer), of er is daarna een nieuwere gestuurd. Heeft u uw wachtwoord al gekozen? Meld u dan gewoon aan. ${newLink}`,
  tooManyLinkChecks: (waitMinutes: number) => `U heeft te vaak een link geopend. Probeer het over ${minutes(waitMinutes)} opnieuw.`,
  passwordSet: 'Uw wachtwoord is ingesteld. U kunt zich nu aanmelden.',
  resetRequested:
    'Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  userExists: 'Er is al een account met dit e-mailadres.',
  invited: (email: string) => `Er is een uitnodiging gestuurd naar ${email}.`,
  userNotFound: 'Dit account bestaat niet (meer).',
  lastBeheerder: 'Er moet altijd minstens één actieve beheerder zijn. Maak eerst iemand anders beheerder.',
  deactivateSelf: 'U kunt uw eigen account niet uitschakelen. Vraag een andere beheerder om dat te doen.',
  userInactive: 'Dit account is uitgeschakeld. Schakel het eerst weer in.',
  linkSent: (email: string) => `Er is een nieuwe link gestuurd naar ${email}.`,
} as const;

/** What each role may do, in one sentence (the invitation mail says it; `accounts.labels.roleDescriptions`). */
const roleDescriptions = {
  beheerder: 'Een beheerder mag alles in het beheer: de inhoud van de website, de instellingen, en wie er mag meewerken.',
  redacteur: "Een redacteur mag de inhoud van de website bijwerken: pagina's, kerkdiensten, nieuws, de agenda, het pastoraal team, de kerken, de taakgroepen en foto's.",
} as const satisfies Record<Role, string>;

/** What the invitation mail says: who invited whom, as what, where to sign in, and the link. */
export interface Invitation {
  /** The e-mail address of the beheerder who sent it. */
  invitedBy: string;
  /** The address the account has (the one the mail goes to). */
  email: string;
  role: Role;
  /** The editing app's address, where the invited person signs in afterwards. */
  signInUrl: string;
  link: string;
  /** How long the link works. */
  hours: number;
}

/** The mails with a one-time link; `hours` is how long the link works. */
const mails = {
  invite: {
    subject: 'Uw account voor het beheer van de website',
    body: ({ invitedBy, email, role, signInUrl, link, hours }: Invitation) =>
      [
        'Goedendag,',
        '',
        `${invitedBy} heeft u uitgenodigd om mee te werken aan de website van de kerk, als ${labels.roles[role].toLowerCase()}.`,
        roleDescriptions[role],
        '',
        'Kies eerst uw wachtwoord met deze link:',
        link,
        '',
        `De link werkt ${hours} uur en maar één keer. Is hij verlopen? Vraag dan op de aanmeldpagina een nieuwe aan met ${forgot}, of vraag ${invitedBy} om een nieuwe uitnodiging.`,
        '',
        'Daarna meldt u zich voortaan hier aan:',
        signInUrl,
        `met uw e-mailadres (${email}) en het wachtwoord dat u heeft gekozen.`,
        '',
        `Kent u ${invitedBy} niet, of verwachtte u deze e-mail niet? Dan kunt u hem negeren: zonder wachtwoord kan niemand met dit account iets doen.`,
      ].join('\n'),
  },
  reset: {
    subject: 'Nieuw wachtwoord voor het beheer van de website',
    body: (link: string, hours: number) =>
      [
        'U heeft gevraagd om een nieuw wachtwoord voor het beheer van de website.',
        '',
        'Kies een nieuw wachtwoord met deze link:',
        link,
        '',
        `De link werkt ${hours} uur en maar één keer. Heeft u dit niet gevraagd? Dan kunt u deze e-mail negeren: uw wachtwoord blijft zoals het was.`,
      ].join('\n'),
  },
  /** A beheerder sent a new link to an account that already has a password. */
  newLink: {
    subject: 'Nieuwe link voor het beheer van de website',
    body: (link: string, hours: number) =>
      [
        'Een beheerder van de website heeft een nieuwe link voor u aangevraagd om uw wachtwoord in te stellen.',
        '',
        'Kies een nieuw wachtwoord met deze link:',
        link,
        '',
        `De link werkt ${hours} uur en maar één keer. Wilt u uw wachtwoord houden? Dan kunt u deze e-mail negeren.`,
      ].join('\n'),
  },
} as const;

/** Labels for the app: the roles and the audit log's actions. */
const labels = {
  roles: { beheerder: 'Beheerder', redacteur: 'Redacteur' } satisfies Record<Role, string>,
  /** What each role may do, in one sentence. */
  roleDescriptions,
  actions: {
    ...({
      sign_in: 'Aangemeld',
      sign_in_failed: 'Aanmelden mislukt',
      account_locked: 'Tijdelijk geblokkeerd na mislukte pogingen',
      sign_out: 'Afgemeld',
      sign_out_everywhere: 'Overal afgemeld',
      password_set: 'Wachtwoord ingesteld',
      password_reset_requested: 'Nieuw wachtwoord aangevraagd',
      user_created: 'Account aangemaakt',
      user_invited: 'Uitgenodigd',
      page_published: 'Pagina gepubliceerd',
      page_restored: 'Eerdere versie teruggezet',
      page_draft_discarded: 'Concept weggegooid',
      settings_changed: 'Instellingen gewijzigd',
      contact_routing_changed: 'Ontvangers contactformulier gewijzigd',
      user_role_changed: 'Rol gewijzigd',
      user_deactivated: 'Account uitgeschakeld',
      user_reactivated: 'Account weer ingeschakeld',
      user_link_sent: 'Nieuwe link gestuurd',
      service_copied: 'Kerkdienst gekopieerd',
      services_imported: 'Rooster met kerkdiensten ingelezen',
      news_published: 'Nieuwsbericht gepubliceerd',
      news_unpublished: 'Nieuwsbericht niet meer gepubliceerd',
      media_uploaded: 'Foto toegevoegd',
      media_changed: 'Beschrijving foto gewijzigd',
      media_focus_changed: 'Belangrijkste punt van een foto gekozen',
      media_deleted: 'Foto verwijderd',
      giving_settings_changed: 'Instellingen voor geven gewijzigd',
      zijstroom_scheduled: 'Zijstroom klaargezet om te versturen',
      zijstroom_unscheduled: 'Versturen van een Zijstroom geannuleerd',
      zijstroom_paused: 'Versturen van een Zijstroom gepauzeerd',
      zijstroom_resumed: 'Versturen van een Zijstroom hervat',
      zijstroom_subscriber_removed: 'Abonnee van Zijstroom verwijderd op verzoek',
      zijstroom_subscribers_exported: 'Lijst met abonnees van Zijstroom gedownload',
      registration_added: 'Aanmelding per telefoon toegevoegd',
      registration_cancelled: 'Aanmelding afgemeld vanuit de lijst',
      registrations_exported: 'Lijst met aanmeldingen gedownload',
      registrations_messaged: 'Bericht gestuurd aan iedereen die zich aanmeldde',
      registrations_closed: 'Aanmelden gesloten',
      registrations_opened: 'Aanmelden weer geopend',
      registration_seats_changed: 'Aantal plaatsen gewijzigd vanuit de aanmeldingen',
    } satisfies Record<(typeof OWN_ACTIONS)[number], string>),
    ...(Object.assign({}, ...Object.values(CONTENT_TYPES).map(collectionActionLabelsOf)) as Record<CollectionAuditAction<ContentKind>, string>),
  } as Record<AuditAction, string>,
} as const;

/**
 * The password rules the browser can check too: length, enough different characters, not the
 * e-mail address. Answers the Dutch message of the first rule broken, or undefined.
 */
export function checkPasswordRules(password: string, email = ''): string | undefined {
  const characters = [...password];
  if (characters.length < ACCOUNT_LIMITS.passwordMin) return messages.passwordTooShort;
  if (characters.length > ACCOUNT_LIMITS.passwordMax) return messages.passwordTooLong;
  if (new Set(characters).size < 5) return messages.passwordTooSimple;
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (address && (lower === address || lower === address.split('@')[0])) return messages.passwordIsEmail;
  return undefined;
}

/** Reached as `accounts.fields`, `accounts.messages`, `accounts.mails`, `accounts.labels`. */
export const accounts = { fields, messages, mails, labels } as const;
