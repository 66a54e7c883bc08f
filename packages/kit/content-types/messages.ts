/**
 * The Dutch answers of the admin API per content type: the sentences every type shares
 * (`messagesOf`, from its names) and the type's own. Declared here, beside the types, so the API
 * answers with them and the editing app's tests (its fake admin API) read the same sentences.
 */
import { formatDate, formatTime } from '../dates';
import { zonedToUtc } from '../dates/calendar';
import { churchType, pastorType } from './community';
import { messagesOf } from './define';
import { eventType } from './events';
import { purposeType } from './giving';
import { newsType } from './news';
import { serviceType } from './services';
import { zijstroomType } from './zijstroom';

/** A photo chosen in a form that is no longer in the library (deleted meanwhile). */
const PHOTO_GONE = 'Deze foto staat niet (meer) in de fotobibliotheek. Kies een andere foto.';

export const serviceMessages = {
  ...messagesOf(serviceType),
  date: 'Vul een datum in, bijvoorbeeld 6-12-2026.',
  pastDate: 'Deze datum ligt in het verleden. Klopt dat? Bevestig dan en sla opnieuw op.',
} as const;

/**
 * The sentences every type has, from `newsType`'s names; the three news has always said in its own
 * words (and its photo's) stay as they were.
 */
export const newsMessages = {
  ...messagesOf(newsType),
  notFound: 'Dit nieuwsbericht bestaat niet (meer).',
  conflict: (by: string, at: string, when: (at: string) => string) =>
    `Dit bericht is intussen gewijzigd${by ? ` door ${by}` : ''}${at ? ` ${when(at)}` : ''}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`,
  photo: PHOTO_GONE,
} as const;

export const eventMessages = {
  ...messagesOf(eventType),
  endBeforeStart: 'Het einde ligt vóór het begin. Kies een latere einddatum of eindtijd.',
  address: 'Vul een adres in met straat, huisnummer, postcode en plaats, bijvoorbeeld Dorpsstraat 1, 1234 AB Dorp.',
  photo: PHOTO_GONE,
  repeatEnd: 'Kies tot wanneer het evenement terugkomt: tot en met een datum, of een aantal keer.',
  repeatUntilBeforeStart: 'De laatste keer ligt vóór de eerste. Kies een latere datum.',
  repeat: 'Kies een van de herhalingen.',
  notAnOccurrence: (label: string, day: string) =>
    `Op ${formatDate(zonedToUtc(day, '12:00'), 'D MMMM YYYY')} is er volgens de herhaling geen keer. Kies bij "${label}" een datum waarop het evenement zou plaatsvinden.`,
  move: 'Vul bij elke verplaatsing de datum in waarop het evenement zou zijn, en de nieuwe datum en begintijd.',
  moveAllDay: 'Vul bij elke verplaatsing de datum in waarop het evenement zou zijn, en de nieuwe datum.',
  movedAndSkipped: (day: string) => `${formatDate(zonedToUtc(day, '12:00'), 'D MMMM YYYY')} staat ook bij "Niet op deze datums". Kies of die keer vervalt of verplaatst wordt.`,
} as const;

export const pastorMessages = {
  ...messagesOf(pastorType),
  drawing: 'Deze tekening bestaat niet.',
} as const;

export const purposeMessages = {
  ...messagesOf(purposeType),
  holder: 'Vul bij een eigen rekeningnummer ook de naam van de rekeninghouder in.',
  noHosts: 'Er zijn nog geen websites voor betaallinks toegestaan. Een beheerder kan die toevoegen bij Instellingen, onder Geven.',
  host: (hosts: readonly string[]) => `De betaallink moet een https-link zijn naar ${hosts.join(', ')}. Een beheerder kan bij Instellingen meer websites toestaan.`,
} as const;

export const churchMessages = {
  ...messagesOf(churchType),
  notFound: 'Deze kerk bestaat niet.',
  trashNotFound: 'Kerken staan nooit in de prullenbak: de zeven kerken kunnen niet worden verwijderd.',
} as const;

export const zijstroomMessages = {
  ...messagesOf(zijstroomType),
  locked: 'Deze Zijstroom is al verstuurd, of staat klaar om verstuurd te worden. De tekst kan daarom niet meer veranderen.',
  attachmentGone: 'Deze pdf is niet (meer) te vinden. Kies de pdf opnieuw.',
} as const;

/** The page whose text is the site's footer (a beheerder's only). */
export const FOOTER_PAGE = 'footer';

/** The Dutch sentences of page editing the API answers with (`/api/admin/pages`). */
export const pageEditingMessages = {
  notFound: 'Deze pagina bestaat niet.',
  unknownPartial: 'Dit tekstonderdeel hoort niet bij deze pagina.',
  revisionNotFound: 'Deze eerdere versie bestaat niet.',
  footerForbidden: 'Alleen een beheerder kan de voettekst wijzigen.',
  preconditionRequired: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
  badVersion: 'De meegestuurde versie (If-Match) is niet juist. Laad de pagina opnieuw en probeer het nog eens.',
  invalid: 'Niet alle teksten konden worden opgeslagen. Bekijk de meldingen bij de velden.',
  /** 409: who published in between, and when (Amsterdam time, as the site writes dates and times). */
  conflict: (name: string, by: string | null, at: string | null) => {
    const what = name === FOOTER_PAGE ? 'De voettekst is' : 'Deze pagina is';
    const who = by ? ` door ${by}` : '';
    const when = at ? ` op ${formatDate(at, 'D MMMM YYYY')} om ${formatTime(at)}` : '';
    return `${what} intussen gewijzigd${who}${when}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`;
  },
} as const;

/** The API's Dutch answers about photos (`/api/admin/media`). */
export const mediaMessages = {
  altRequired: 'Beschrijf wat er op de foto te zien is. Dit is verplicht.',
  tooLarge: 'Deze foto is te groot. Kies een foto van hoogstens 15 MB.',
  notAnImage: 'Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-foto.',
  empty: 'Er is geen foto meegestuurd. Kies een foto.',
  missing: 'Deze foto bestaat niet (meer).',
  focusOutside: 'Het belangrijkste punt moet op de foto liggen: kies een plek op de foto zelf (van 0 tot en met 100 procent).',
  focusIncomplete: 'Het belangrijkste punt heeft twee waarden nodig: van links naar rechts en van boven naar beneden.',
  nothingToChange: 'Er is niets om op te slaan: geef een beschrijving of een belangrijkste punt.',
  inUse: (where: string[]) => `Deze foto wordt nog gebruikt op: ${where.join(', ')}. Haal hem daar eerst weg.`,
} as const;

/** Every content type's messages, by kind. */
export const MESSAGES = { service: serviceMessages, news: newsMessages, event: eventMessages, pastor: pastorMessages, church: churchMessages, purpose: purposeMessages, zijstroom: zijstroomMessages } as const;
