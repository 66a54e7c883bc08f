/**
 * GET /api/pastors, /api/pastors/{id}, /api/pastors/{id}/photo (spec §2 /gemeente/pastoraal-team)
 * and /api/pastors/{id}/photo.png (the portrait as PNG, for link previews); see
 * ../community-routes.ts. The list leaves out the biography (its schema's item shape has none).
 */
import type { Pastor } from '../../plugins/app/pastors/pastors-repository';
import { getPastorPhotoPngSchema, getPastorPhotoSchema, getPastorSchema, listPastorsSchema } from '../../schemas/pastors';
import { communityRoutes } from '../community-routes';

export default communityRoutes<'photo', Pastor>({
  resource: 'pastors',
  field: 'photo',
  repository: (fastify) => fastify.pastorsRepository,
  notFound: 'Teamlid niet gevonden',
  schemas: { list: listPastorsSchema, get: getPastorSchema, svg: getPastorPhotoSchema, png: getPastorPhotoPngSchema },
});
