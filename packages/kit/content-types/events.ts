/**
 * Agenda-evenementen, declared once (see define.ts). When (a start and an end, or whole days), where
 * (a church, or another address in a village) and the recurrence are the type's own: the API's
 * event editing turns them into instants, a place and an RRULE; the form shows the recurrence with
 * a widget of its own, with the days it is skipped and the occurrences moved (EXDATE and RECURRENCE-ID
 * in the iCal feed).
 */
import { OTHER_VENUE } from '../editing';
import { signupFields } from '../registrations';
import { defineContentType } from './define';

export const EVENT_REPEAT_OPTIONS = [
  { value: 'none', label: 'Niet herhalen' },
  { value: 'weekly', label: 'Elke week' },
  { value: 'biweekly', label: 'Om de week' },
  { value: 'monthly-weekday', label: 'Elke maand op dezelfde weekdag (bijvoorbeeld de tweede dinsdag)' },
  { value: 'monthly-date', label: 'Elke maand op dezelfde datum' },
] as const;

const otherVenue = { field: 'church', is: OTHER_VENUE } as const;
const timed = { field: 'allDay', not: true } as const;
const repeating = { field: 'repeat', not: 'none' } as const;

export const eventType = defineContentType({
  kind: 'event',
  custom: true,
  resource: 'events',
  section: 'agenda',
  titleField: 'title',
  names: { one: 'evenement', many: 'evenementen', article: 'het', newTitle: 'Nieuw evenement', editTitle: 'Evenement wijzigen' },
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, max: 200, public: true },
    allDay: { kind: 'boolean', label: 'Hele dag (zonder tijden)', column: false },
    startDate: { kind: 'date', label: 'Begindatum', required: true, column: false },
    startTime: { kind: 'time', label: 'Begintijd', required: true, column: false, showWhen: timed },
    endDate: { kind: 'date', label: 'Einddatum', column: false, help: 'Leeg laten als het evenement op dezelfde dag eindigt.' },
    endTime: { kind: 'time', label: 'Eindtijd', required: true, column: false, showWhen: timed },
    church: {
      kind: 'choice',
      label: 'Plaats',
      required: true,
      column: false,
      options: { from: 'churches' },
      placeholder: 'Kies een kerk of een ander adres',
      invalidMessage: 'Kies een van de kerken, of "Ander adres".',
      extra: { value: OTHER_VENUE, label: 'Ander adres' },
    },
    location: {
      kind: 'choice',
      label: 'Dorp',
      required: true,
      requiredMessage: 'Kies het dorp waar het evenement is.',
      invalidMessage: 'Kies het dorp waar het evenement is.',
      column: false,
      options: { from: 'locations' },
      placeholder: 'Kies het dorp',
      showWhen: otherVenue,
    },
    placeName: { kind: 'text', label: 'Naam van de plek', max: 200, column: false, showWhen: otherVenue, help: 'Bijvoorbeeld de naam van het zalencentrum; mag leeg blijven.' },
    address: { kind: 'text', label: 'Adres', required: true, max: 300, column: false, showWhen: otherVenue, help: 'Straat, huisnummer, postcode en plaats.' },
    description: { kind: 'rich', preset: 'essential', label: 'Beschrijving', public: 'detail' },
    mediaId: { kind: 'photo', label: 'Foto', column: 'media_id' },
    repeat: { kind: 'choice', label: 'Herhaling', column: false, options: { values: EVENT_REPEAT_OPTIONS }, widget: 'recurrence' },
    repeatUntil: { kind: 'date', label: 'Tot en met', column: false, widget: 'recurrence' },
    repeatCount: { kind: 'integer', label: 'Aantal keer', min: 2, max: 200, column: false, widget: 'recurrence', invalidMessage: 'Vul een aantal keer in van 2 tot en met 200.' },
    skipDates: { kind: 'dates', label: 'Niet op deze datums', maxItems: 50, widget: 'recurrence', showWhen: repeating, help: 'Bijvoorbeeld Eerste Kerstdag: die keer vervalt het evenement en staat het niet in de agenda.' },
    // One line per moved occurrence, `<its day> <new day> <new time>` (the widget writes it; the API checks it).
    moves: { kind: 'lines', label: 'Verplaatsen naar', max: 40, maxItems: 50, widget: 'recurrence', showWhen: repeating, help: 'Eén keer op een andere datum of tijd.' },
    ...signupFields,
  },
});
