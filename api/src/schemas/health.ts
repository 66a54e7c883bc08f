import { dataAnswerSchema, stringEnum } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { commonErrors, unavailableError } from './common';

const count = (description: string) => Type.Integer({ minimum: 0, description });

const outboxSchema = Type.Object({
  mailing: Type.Boolean({ description: 'false zonder SMTP_URL: berichten worden bewaard, niet gemaild' }),
  queued: count('Wachtend op de eerste poging'),
  sending: count('Nu in verzending'),
  sent: count('Verzonden'),
  retry: count('Mislukt, wacht op een nieuwe poging'),
  // OpenAPI 3.0's `nullable`, as this answer has always been documented.
  oldestUnsentAgeSeconds: Type.Unsafe<number | null>({
    type: 'integer',
    nullable: true,
    minimum: 0,
    description: 'Leeftijd in seconden van het oudste nog niet verzonden bericht; null als er geen wacht',
  }),
});

/** `data` of GET /api/health: only the operators read it, so it is no part of the kit's contract. */
export const healthSchema = Type.Object({ status: stringEnum(['ok']), db: stringEnum(['ok']), outbox: outboxSchema });

export const getHealthSchema = {
  tags: ['health'],
  summary: 'Leeft de dienst, bereikt hij de database, en hoe staat de uitgaande post van het contactformulier ervoor?',
  response: {
    200: dataAnswerSchema(healthSchema, 'De dienst en de database zijn in orde'),
    503: unavailableError,
    ...commonErrors,
  },
} as const;

export const getReadySchema = {
  tags: ['health'],
  summary: 'Is deze instantie klaar voor bezoekers: de database bereikbaar en de server-rendering opgewarmd?',
  description: 'Voor de load balancer en de e2e-start: 503 zolang de eerste SSR-worker opwarmt (enkele seconden na de start), zodat geen bezoeker de eerste weergave krijgt waar de server-rendering zo klaar is.',
  response: {
    200: dataAnswerSchema(Type.Object({ status: stringEnum(['ready']) }), 'Klaar voor bezoekers'),
    503: unavailableError,
    ...commonErrors,
  },
} as const;
