import { commonErrors, envelope, unavailableError } from './common';

export const getHealthSchema = {
  tags: ['health'],
  summary: 'Leeft de dienst en bereikt hij de database?',
  response: {
    200: envelope(
      { type: 'object', required: ['status', 'db'], properties: { status: { type: 'string', enum: ['ok'] }, db: { type: 'string', enum: ['ok'] } } },
      'De dienst en de database zijn in orde',
    ),
    503: unavailableError,
    ...commonErrors,
  },
} as const;
