import { dataAnswerSchema, settingsSchema } from '@kerk/kit/api-schemas';

import { commonErrors } from './common';

export const getSettingSchema = {
  tags: ['setting'],
  summary: 'De instellingen van de website',
  response: { 200: dataAnswerSchema(settingsSchema, 'De instellingen'), ...commonErrors },
} as const;
