/**
 * The routes the churches and the pastoral team share: a list in display order, one item by id,
 * and its drawing as SVG (`/{id}/<field>`) and as PNG for link previews (`/{id}/<field>.png`). The
 * drawing's file name is answered as a URL under the API's public base, so the browser loads it
 * wherever the API lives; a drawing that is not shipped is answered as '' without alt text.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';

import type { ListOptions, Paged } from '../plugins/app/community-editing/ordered-table';
import { sendPng } from '../plugins/app/drawings/png-rendition';
import { resourceImageUrl } from '../lib/svg-folder';
import { sendSvg } from '../plugins/app/drawings/send-svg';
import { COMMUNITY_MAX_PAGE_SIZE } from '../schemas/community';

const IMAGE_NOT_FOUND = { code: 'not_found', message: 'Afbeelding niet gevonden' };

/**
 * An item whose drawing is named by `<field>` with its alt text in `<field>Alt`; with a `picture`
 * from the media library, those are already the photo's URL and alt text.
 */
type WithDrawing<F extends string> = { id: number; picture: unknown } & Record<F, string> & Record<`${F}Alt`, string>;

export interface CommunityResource<F extends 'image' | 'photo', Item extends WithDrawing<F>> {
  resource: 'churches' | 'pastors';
  /** The item's drawing field, also the last path segment of its image URL. */
  field: F;
  repository: (fastify: FastifyInstance) => { list(options: ListOptions): Promise<Paged<Item>>; findById(id: number): Promise<Item | null> };
  /** The Dutch message of the 404 for an unknown id. */
  notFound: string;
  schemas: Record<'list' | 'get' | 'svg' | 'png', FastifySchema>;
}

export function communityRoutes<F extends 'image' | 'photo', Item extends WithDrawing<F>>(options: CommunityResource<F, Item>): FastifyPluginAsync {
  const { resource, field, schemas } = options;
  const notFound = { code: 'not_found', message: options.notFound };

  return async (fastify) => {
    const repository = options.repository(fastify);
    const drawings = fastify.drawings[resource];
    const toAnswer = (item: Item): Item => {
      if (item.picture) return item;
      const shipped = Boolean(drawings.svg(item[field]));
      const url = shipped ? resourceImageUrl(fastify.config.apiUrl, resource, item.id, field) : '';
      return { ...item, [field]: url, [`${field}Alt`]: shipped ? item[`${field}Alt`] : '' };
    };

    fastify.get<{ Querystring: ListOptions }>('/', { schema: schemas.list, config: { publicCache: true } }, async (request) => {
      const page = request.query.page;
      const pageSize = Math.min(request.query.pageSize, COMMUNITY_MAX_PAGE_SIZE);
      const { items, total } = await repository.list({ page, pageSize });
      // The list schema's item shape leaves out what only the detail answer carries (a biography).
      return { data: items.map(toAnswer), meta: { page, pageSize, total } };
    });

    fastify.get<{ Params: { id: number } }>('/:id', { schema: schemas.get, config: { publicCache: true } }, async (request, reply) => {
      const item = await repository.findById(request.params.id);
      if (!item) return reply.code(404).send(notFound);
      return { data: toAnswer(item) };
    });

    fastify.get<{ Params: { id: number } }>(`/:id/${field}`, { schema: schemas.svg }, async (request, reply) => {
      const item = await repository.findById(request.params.id);
      if (!item) return reply.code(404).send(notFound);
      const svg = drawings.svg(item[field]);
      return svg ? sendSvg(request, reply, svg) : reply.code(404).send(IMAGE_NOT_FOUND);
    });

    fastify.get<{ Params: { id: number } }>(`/:id/${field}.png`, { schema: schemas.png }, async (request, reply) => {
      const item = await repository.findById(request.params.id);
      if (!item) return reply.code(404).send(notFound);
      const png = await drawings.png(item[field]);
      return png ? sendPng(request, reply, png) : reply.code(404).send(IMAGE_NOT_FOUND);
    });
  };
}
