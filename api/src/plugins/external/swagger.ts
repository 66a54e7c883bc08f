/**
 * OpenAPI document built from the route schemas (so docs cannot drift from validation), served
 * with Swagger UI at /api/docs. Registered before the routes: it collects them through onRoute.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'API Protestantse Gemeente Maas en Waal',
          description: 'Pagina-teksten, footer, instellingen en de overige gegevens van de website.',
          version: '0.1.0',
        },
        tags: [
          { name: 'page', description: 'Pagina’s en hun onderdelen (partials)' },
          { name: 'setting', description: 'Instellingen van de website' },
          { name: 'health', description: 'Status van de dienst' },
          { name: 'contact', description: 'Het contactformulier: soorten contact en berichten' },
        ],
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
