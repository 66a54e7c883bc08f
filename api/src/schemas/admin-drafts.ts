/** GET /api/admin/drafts (issue 41): the answer is the kit's (waitingDraftSchema), declared once. */
import { dataAnswerSchema, waitingDraftSchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { adminErrors } from './common';

export const waitingDraftsSchema = {
  tags: ['admin'],
  summary: 'Uw eigen concepten die nog wachten (van elk soort item en van de pagina’s), nieuwste eerst',
  response: { 200: dataAnswerSchema(Type.Array(waitingDraftSchema), 'Uw concepten, elk met de plek van het formulier'), ...adminErrors },
} as const;
