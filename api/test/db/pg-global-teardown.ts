/** globalTeardown of jest.postgres.config.js: stops the run's PostgreSQL and deletes its data dir. */
export default async function globalTeardown() {
  await globalThis.kerkTestPg?.stop();
  globalThis.kerkTestPg = undefined;
}
