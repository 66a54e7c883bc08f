/**
 * The fake admin API answers as the API does (the kit's sentences, If-Match's 428 and 409) and
 * checks every answer against its schema: a fixture missing a declared field fails the test.
 */
import type { AdminService } from '@kerk/kit/api-types';
import { serviceMessages, whenText } from '@kerk/kit/content-types';
import { NO_SIGNUPS } from '@kerk/kit/registrations';
import { expectWarnings } from '@kerk/kit/testing/console';

import { fakeAdminApi } from '.';

const service: AdminService = {
  id: 7, date: '2026-12-06', time: '10:00', church: 'druten', churchName: 'De Ark', startsAt: '2026-12-06T09:00:00.000Z', preacher: 'ds. Kok', season: '', music: '', collections: [], purposes: [],
  streamed: false, streamUrl: '', recordingUrl: '', notes: '', version: 1, updatedAt: '2026-11-25T09:00:00Z', updatedBy: 'koster@example.org', ...NO_SIGNUPS,
};

const put = (body: unknown, ifMatch?: string) =>
  fetch('/api/admin/services/7', { method: 'PUT', headers: { 'Content-Type': 'application/json', ...(ifMatch ? { 'If-Match': ifMatch } : {}) }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: JSON.parse(await r.text()) as Record<string, unknown> }));

describe('the fake admin API', () => {
  it('answers a save without If-Match 428 and over a stale version 409 with the kit sentence and what is stored', async () => {
    fakeAdminApi().collection('service').add({ ...service });
    expect(await put(service)).toEqual({ status: 428, body: { code: 'precondition_required', message: serviceMessages.versionMissing } });
    const conflict = await put(service, '"0"');
    expect(conflict).toMatchObject({ status: 409, body: { code: 'conflict', current: { id: 7, version: 1 } } });
    expect(conflict.body.message).toBe(serviceMessages.conflict('koster@example.org', '2026-11-25T09:00:00Z', whenText));
    expect(await put({ ...service, preacher: 'ds. De Vries' }, '"1"')).toMatchObject({ status: 200, body: { data: { preacher: 'ds. De Vries', version: 2 } } });
  });

  it('refuses to answer with a fixture that lacks a declared field, naming it', async () => {
    expectWarnings(/GET \/api\/admin\/services \(200\) does not match its answer schema:\n {2}\/data\/0 must have required property 'music'/);
    const { music: _music, ...withoutMusic } = service;
    fakeAdminApi().collection('service').add(withoutMusic as AdminService);
    await expect(fetch('/api/admin/services')).rejects.toThrow(/must have required property 'music'/);
  });
});
