/**
 * The migrations' view of db/dialect: what a migration writes differently on SQLite and PostgreSQL
 * (ddl.ts). A migration that needs no dialect-specific SQL does not import this.
 */
export { dialectOf, type DialectName } from '../src/db/dialect';
export { DATA_CHANGED_CHANNEL, DATA_CHANGED_FUNCTION, DATA_VERSION_SEQUENCE } from '../src/db/dialect/data-version';
export { functionOf, portable, watchDataChanges, type Portable, type TriggerSpec } from '../src/db/dialect/ddl';
