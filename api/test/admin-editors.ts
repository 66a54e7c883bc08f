/**
 * The setup every admin collection's route tests share (services, news, events…): before each test
 * a fresh app on the clock held at `now` (it stands there, however long signing in takes, until a
 * test steps or starts it), a beheerder ("koster") and a redacteur ("anna") signed in, and `call`
 * for the collection's routes as one of them, with the CSRF token (and any header given).
 */
import type { FastifyInstance } from 'fastify';

import { holdClockAt } from '../src/lib/clock';
import { asSignedIn, signedInAs, type SignedIn } from './admin-helper';
import { build } from './helper';

export function useEditors(base: string, now: string) {
  const editors = {} as { app: FastifyInstance; koster: SignedIn; redacteur: SignedIn };
  beforeEach(async () => {
    holdClockAt(now);
    editors.app = build();
    editors.koster = await signedInAs(editors.app, 'beheerder', 'koster@example.org');
    editors.redacteur = await signedInAs(editors.app, 'redacteur', 'anna@example.org');
  });
  afterEach(() => editors.app.close());

  const call = (session: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    editors.app.inject({ method, url: `${base}${url}`, headers: asSignedIn(session, headers), payload });

  return Object.assign(editors, { call });
}
