/**
 * The lockout with two API instances on one PostgreSQL database (issue 18's way of running):
 * wrong passwords sent to both at once are counted by the database, so exactly the limit is
 * checked and the rest are refused as locked (the cases: lockout-cases.ts).
 */
import type { FastifyInstance } from 'fastify';

import { createTestDatabase, type TestDatabase } from '../../db/embedded-pg';
import { build } from '../../helper';
import { twoInstanceCases } from './lockout-cases';

describe('sign-in lockout with two API instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let apps: [FastifyInstance, FastifyInstance];
  beforeEach(async () => {
    database = await createTestDatabase();
    apps = [build({ config: { databaseUrl: database.url } }), build({ config: { databaseUrl: database.url } })];
    await Promise.all(apps.map((app) => app.ready()));
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  twoInstanceCases(() => apps);
});
