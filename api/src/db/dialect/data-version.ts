/**
 * PostgreSQL's cross-instance data version (issue 18): the sequence every write moves, the trigger
 * function that moves it and notifies, and the channel it notifies on. Made by migration 0021 (and
 * `watchDataChanges` in ddl.ts for later tables), read by postgres.ts.
 */
export const DATA_VERSION_SEQUENCE = 'data_version_seq';
export const DATA_CHANGED_FUNCTION = 'kerk_data_changed';
export const DATA_CHANGED_CHANNEL = 'data_changed';
