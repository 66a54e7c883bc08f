import { dataAnswerSchema, listAnswerSchema, serviceSchema, stringEnum } from '@kerk/kit/api-schemas';
import { LOCATION_SLUGS } from '@kerk/kit/texts';
import { Type } from '@sinclair/typebox';

import { commonErrors, defaulted, notFoundError } from './common';
import { idParamsSchema, listQuerySchema } from './paging';

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const SERVICES_MAX_PAGE_SIZE = 50;
export const SERVICES_DEFAULT_PAGE_SIZE = 10;

// A calendar day (the whole Amsterdam day) or an ISO date-time; the handler also rejects 30 February.
const BOUND = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$';

export const servicesQuerySchema = listQuerySchema(
  // Open: the services list has always ignored query parameters it does not know.
  { items: 'Diensten', defaultPageSize: SERVICES_DEFAULT_PAGE_SIZE, maxPageSize: SERVICES_MAX_PAGE_SIZE, closed: false },
  {
    from: Type.Optional(Type.String({ pattern: BOUND, description: 'Vanaf (inclusief): `JJJJ-MM-DD` (begin van die dag, Nederlandse tijd) of ISO-tijdstip', examples: ['2026-01-04'] })),
    to: Type.Optional(Type.String({ pattern: BOUND, description: 'Tot en met: `JJJJ-MM-DD` (hele dag) of ISO-tijdstip', examples: ['2026-03-29'] })),
    location: Type.Optional(stringEnum(LOCATION_SLUGS, { description: 'Een van de zeven locaties' })),
    streamed: Type.Optional(Type.Boolean({ description: 'Alleen diensten die wel (true) of niet (false) worden uitgezonden' })),
    recording: Type.Optional(Type.Boolean({ description: 'Alleen diensten met (true) of zonder (false) opname om terug te kijken' })),
    order: defaulted(stringEnum(['asc', 'desc'], { default: 'asc', description: '`desc` geeft de laatste eerst (bijv. opnames)' })),
    wholeDays: Type.Optional(
      Type.Boolean({
        description: 'Pagina’s van hele dagen: een pagina loopt door tot het eind van de dag van haar laatste dienst, zodat een dag nooit over twee pagina’s valt; meta.pages geeft het aantal pagina’s',
      }),
    ),
  },
);

export const listServicesSchema = {
  tags: ['services'],
  summary: 'Kerkdiensten in tijdsvolgorde, te filteren op periode, locatie en uitzending',
  querystring: servicesQuerySchema,
  response: { 200: listAnswerSchema(serviceSchema, 'Eén pagina kerkdiensten'), ...commonErrors },
} as const;

export const getServiceSchema = {
  tags: ['services'],
  summary: 'Eén kerkdienst',
  params: idParamsSchema,
  response: { 200: dataAnswerSchema(serviceSchema, 'De kerkdienst'), 404: notFoundError, ...commonErrors },
} as const;
