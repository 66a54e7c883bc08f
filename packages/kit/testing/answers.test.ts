import { adminServiceSchema, conflictAnswerSchema, errorSchema } from '../api-schemas';
import { checkAnswer, fixture } from './answers';
import { NO_SIGNUPS } from '../registrations';

const service = {
  id: 7, date: '2026-12-06', time: '10:00', church: 'druten', churchName: 'De Ark', preacher: 'ds. Kok', season: '', music: '', collections: [], purposes: [], streamed: false,
  streamUrl: '', recordingUrl: '', notes: '', startsAt: '2026-12-06T09:00:00.000Z', version: 1, updatedAt: '', updatedBy: '', ...NO_SIGNUPS,
};

describe('answers checked against their schemas', () => {
  it('passes a service as the API answers it, and gives it back', () => {
    expect(fixture(adminServiceSchema, service)).toBe(service);
  });

  it('fails a service without its music, naming the field', () => {
    const { music: _music, ...withoutMusic } = service;
    expect(() => checkAnswer(adminServiceSchema, withoutMusic, 'GET /api/admin/services/7')).toThrow(
      /GET \/api\/admin\/services\/7 does not match its answer schema:\n {2}\(the answer\) must have required property 'music'/,
    );
  });

  it('fails a field of the wrong type, and a conflict without what is stored now', () => {
    expect(() => checkAnswer(adminServiceSchema, { ...service, version: '1' }, 'A service')).toThrow(/\/version must be integer/);
    expect(() => checkAnswer(conflictAnswerSchema(adminServiceSchema), { code: 'conflict', message: 'Gewijzigd' }, 'A 409')).toThrow(/required property 'current'/);
    expect(() => checkAnswer(errorSchema(), { code: 'not_found', message: 'Niet gevonden' }, 'A 404')).not.toThrow();
  });
});
