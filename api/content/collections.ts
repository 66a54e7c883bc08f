/**
 * The seed's items of the engine's types (issue 42), by kind: each item as the form would send it
 * (field values, not columns). A new engine type adds its entry here; the seed writes each type's
 * items while its table is empty (src/seed/seed-collections.ts).
 */
import type { EngineKind, EngineType, FieldValues } from '@kerk/kit/content-types';

type SeedItems = { [K in EngineKind]: Partial<FieldValues<Extract<EngineType, { kind: K }>>>[] };

export const collections: SeedItems = {
  // The villages of spec §3, in the spec's order.
  place: ['Beuningen', 'Druten', 'Wijchen', 'Batenburg', 'Horssen', 'Bergharen', 'Leur'].map((name, position) => ({ name, position })),
};
