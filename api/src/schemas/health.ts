import { commonErrors, envelope, unavailableError } from './common';

const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

const outboxSchema = {
  type: 'object',
  required: ['mailing', 'queued', 'sending', 'sent', 'retry', 'oldestUnsentAgeSeconds'],
  properties: {
    mailing: { type: 'boolean', description: 'false zonder SMTP_URL: berichten worden bewaard, niet gemaild' },
    queued: count('Wachtend op de eerste poging'),
    sending: count('Nu in verzending'),
    sent: count('Verzonden'),
    retry: count('Mislukt, wacht op een nieuwe poging'),
    oldestUnsentAgeSeconds: {
      type: 'integer',
      nullable: true,
      minimum: 0,
      description: 'Leeftijd in seconden van het oudste nog niet verzonden bericht; null als er geen wacht',
    },
  },
} as const;

export const getHealthSchema = {
  tags: ['health'],
  summary: 'Leeft de dienst, bereikt hij de database, en hoe staat de uitgaande post van het contactformulier ervoor?',
  response: {
    200: envelope(
      {
        type: 'object',
        required: ['status', 'db', 'outbox'],
        properties: { status: { type: 'string', enum: ['ok'] }, db: { type: 'string', enum: ['ok'] }, outbox: outboxSchema },
      },
      'De dienst en de database zijn in orde',
    ),
    503: unavailableError,
    ...commonErrors,
  },
} as const;
