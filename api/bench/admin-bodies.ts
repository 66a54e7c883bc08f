/**
 * Whether a body is one the admin API's create route takes (its own schema), for a bench that adds
 * content through the admin API (scripts/bench/fill.ts) to check its bodies without a server. Checked
 * with Ajv, as Fastify validates a route's body: a declared type's schema holds JSON Schema that
 * TypeBox's own checker does not know (a photo's `type: ['integer', 'null']`).
 */
import { adminNewsBodySchema } from '@kerk/kit/api-schemas';
import Ajv from 'ajv';

import { eventSchemas } from '../src/schemas/admin-events';
import { serviceSchemas } from '../src/schemas/admin-services';

const ajv = new Ajv({ strict: false });
const BODIES = {
  news: ajv.compile(adminNewsBodySchema),
  services: ajv.compile(serviceSchemas.create.body),
  events: ajv.compile(eventSchemas.create.body),
} as const;

export const acceptsAdminBody = (resource: keyof typeof BODIES, body: unknown): boolean => BODIES[resource](body);
