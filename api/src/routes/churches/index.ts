/**
 * GET /api/churches, /api/churches/{id}, /api/churches/{id}/image (spec §2 /onze-kerken) and
 * /api/churches/{id}/image.png (the drawing as PNG, for link previews); see ../community-routes.ts.
 */
import type { Church } from '../../plugins/app/churches/churches-repository';
import { getChurchImageSchema, getChurchPngSchema, getChurchSchema, listChurchesSchema } from '../../schemas/churches';
import { communityRoutes } from '../community-routes';

export default communityRoutes<'image', Church>({
  resource: 'churches',
  field: 'image',
  repository: (fastify) => fastify.churchesRepository,
  notFound: 'Kerk niet gevonden',
  schemas: { list: listChurchesSchema, get: getChurchSchema, svg: getChurchImageSchema, png: getChurchPngSchema },
});
