import type { FastifySchemaValidationError } from 'fastify';

import { describeValidation, messageOf } from '../../../../src/plugins/app/errors/validation-messages';

const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}): FastifySchemaValidationError => ({
  keyword,
  instancePath,
  schemaPath: '',
  params,
  message: 'ajv message',
});

describe('validation messages', () => {
  it.each([
    [error('required', '', { missingProperty: 'email' }), 'E-mail is verplicht'],
    [error('minLength', '/subject', { limit: 1 }), 'Onderwerp is verplicht'],
    [error('minLength', '/message', { limit: 10 }), 'Bericht moet minimaal 10 tekens bevatten'],
    [error('maxLength', '/name', { limit: 100 }), 'Naam mag maximaal 100 tekens bevatten'],
    [error('pattern', '/zipcode'), 'Postcode is niet juist'],
    [error('enum', '/contactType'), 'Soort contact is niet juist'],
    [error('type', '/unlabelled'), 'unlabelled is niet juist'],
    [error('additionalProperties', '', { additionalProperty: 'admin' }), 'Onbekend veld: admin'],
    [error('type', ''), 'De aanvraag is niet juist'],
  ])('%j → %s', (err, message) => {
    expect(messageOf(err)).toBe(message);
  });

  it('gives one message per field and the first as the overall message', () => {
    const result = describeValidation([error('required', '', { missingProperty: 'name' }), error('pattern', '/email'), error('maxLength', '/email', { limit: 5 })]);
    expect(result).toEqual({ message: 'Naam is verplicht', fields: { name: 'Naam is verplicht', email: 'E-mail is niet juist' } });
  });
});
