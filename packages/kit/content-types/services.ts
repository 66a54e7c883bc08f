/**
 * Kerkdiensten, declared once (see define.ts). The day and time are stored as one instant
 * (`starts_at`) and the church as its village slug (`location`) with its name beside it: the API's
 * service editing maps those; every other field is stored and answered as declared here.
 */
import { common } from '../texts/nl/common';
import { signupFields } from '../registrations';
import { defineContentType } from './define';

/** Where a stream or recording may be: kerkdienstgemist.nl and YouTube (any subdomain). */
export const VIDEO_HOSTS = ['kerkdienstgemist.nl', 'youtube.com', 'youtu.be', 'youtube-nocookie.com'] as const;

const videoMessage = (label: string) => `${label} moet een https-link naar kerkdienstgemist.nl of YouTube zijn.`;

export const serviceType = defineContentType({
  kind: 'service',
  custom: true,
  resource: 'services',
  section: 'kerkdiensten',
  names: { one: 'dienst', many: 'diensten', article: 'de', newTitle: 'Nieuwe dienst', editTitle: 'Dienst wijzigen', logged: 'kerkdienst' },
  fields: {
    date: { kind: 'date', label: 'Datum', required: true, column: false },
    time: { kind: 'time', label: 'Tijd', required: true, column: false },
    church: { kind: 'choice', label: 'Kerk', required: true, column: 'location', options: { from: 'churches' }, placeholder: 'Kies een kerk', invalidMessage: 'Kies een van de kerken.' },
    preacher: { kind: 'text', label: 'Voorganger', max: 200, public: true },
    // The one name of the field, in the editing app and on the site.
    season: { kind: 'text', label: common.labels.season, max: 200, public: true, help: 'Bijvoorbeeld "1e zondag van Advent" of het thema van de dienst.' },
    music: { kind: 'text', label: 'Muzikale medewerking', max: 200, public: true, help: 'Organist, band of koor, bijvoorbeeld "Organist: Jan de Vries".' },
    purposes: {
      kind: 'choices',
      label: 'Collectedoelen',
      column: 'purpose_ids',
      options: { from: 'purposes' },
      invalidMessage: 'Kies alleen collectedoelen uit de lijst.',
      public: true,
      help: 'De eerste staat met de QR-code op de pagina van de dienst. Een nieuw doel maakt u aan bij Collectedoelen.',
    },
    // The purposes' names, kept beside their ids by the API (for search, the rooster import and older readers).
    collections: { kind: 'lines', label: 'Namen van de collectedoelen', max: 200, maxItems: 10, public: true, hidden: true },
    streamed: { kind: 'boolean', label: 'Deze dienst wordt uitgezonden', public: true },
    streamUrl: {
      kind: 'url',
      label: 'Link naar de uitzending',
      max: 500,
      hosts: VIDEO_HOSTS,
      hostsMessage: videoMessage('Link naar de uitzending'),
      required: true,
      requiredMessage: 'Vul de link naar de uitzending in, of zet "Uitgezonden" uit.',
      showWhen: { field: 'streamed', is: true },
      public: true,
      help: 'Een link naar kerkdienstgemist.nl of YouTube, die begint met https://',
    },
    recordingUrl: {
      kind: 'url',
      label: 'Link naar de opname (na afloop)',
      max: 500,
      hosts: VIDEO_HOSTS,
      hostsMessage: videoMessage('Link naar de opname'),
      public: true,
      help: 'Een link naar kerkdienstgemist.nl of YouTube, die begint met https://',
    },
    notes: { kind: 'rich', preset: 'essential', label: 'Bijzonderheden', plainColumn: 'notes_text', public: true, help: 'Bijvoorbeeld: na de dienst koffie, of kinderen gaan naar de kindernevendienst.' },
    ...signupFields,
  },
});
