/**
 * OpenAPI document built from the route schemas (so docs cannot drift from validation), served
 * with Swagger UI at /api/docs. Registered before the routes: it collects them through onRoute.
 * It passes Redocly's `recommended` lint (api/test/plugins/external/openapi-lint.test.ts): every
 * operation has an operationId from one scheme, the server is this origin, and the root `security`
 * says the public API needs no credentials.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One scheme for every operation: `GET /api/news/:id` → `getNewsById`, `GET /api/events/:id.ics` → `getEventsByIdIcs`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    // A parameter's pattern (`:id(^\d+)`) is no part of the name.
    .replace(/\([^)]*\)/g, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : [part]));
  return [method.toLowerCase(), ...words.map(upperFirst)].join('');
}

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'API van de gemeentesite',
          description: 'Pagina-teksten, footer, instellingen en de overige gegevens van de website.',
          version: '0.1.0',
        },
        tags: [
          { name: 'page', description: 'Pagina’s en hun onderdelen (partials)' },
          { name: 'setting', description: 'Instellingen van de website' },
          { name: 'health', description: 'Status van de dienst' },
          { name: 'contact', description: 'Het contactformulier: soorten contact en berichten' },
        ],
        // Paths are written in full (`/api/...`), on the origin that serves this document.
        servers: [{ url: '/', description: 'Deze website' }],
        // Public and anonymous: no operation needs credentials.
        security: [],
      },
      transform: ({ schema, url, route }) => {
        const method = Array.isArray(route.method) ? route.method[0]! : route.method;
        return { schema: { ...schema, operationId: operationIdOf(method, url) } as typeof schema, url };
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Like helmet.ts: over plain http (local, e2e) an upgrade would break the UI's own assets.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);
