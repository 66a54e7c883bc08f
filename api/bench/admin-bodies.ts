/**
 * Whether a body is one the admin API's create route takes (its own TypeBox schema), for a bench
 * that adds content through the admin API (scripts/bench/fill.ts) to check its bodies without a server.
 */
import { adminNewsBodySchema } from '@kerk/kit/api-schemas';
import { Value } from '@sinclair/typebox/value';

import { eventSchemas } from '../src/schemas/admin-events';
import { serviceSchemas } from '../src/schemas/admin-services';

const BODIES = { news: adminNewsBodySchema, services: serviceSchemas.create.body, events: eventSchemas.create.body } as const;

export const acceptsAdminBody = (resource: keyof typeof BODIES, body: unknown): boolean => Value.Check(BODIES[resource], body);
