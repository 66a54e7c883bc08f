/**
 * The Nieuws contract of the admin API (`/api/admin/news`, issue 16), derived from the kit's
 * `newsType` like every content type's (content-type.ts): the API validates and serializes with
 * these schemas, mf-beheer reads the same shapes as types from `@kerk/kit/api-types`.
 */
import { Type, type Static } from '@sinclair/typebox';

import { newsType } from '../content-types';
import { mediaItemSchema } from './admin-media';
import { answerPropsOf, bodySchemaOf, editingProps } from './content-type';

export const NEWS_STATUSES = ['published', 'scheduled', 'unpublished'] as const;

/** An article as the editing app reads it: the fields of `newsType` (`date` and `time` in Amsterdam), and what the API adds. */
export const adminNewsSchema = Type.Object({
  id: Type.Integer(),
  ...answerPropsOf(newsType),
  publishAt: Type.String({ description: 'Vanaf dit moment zichtbaar (ISO UTC); mag in de toekomst liggen' }),
  status: Type.Union(NEWS_STATUSES.map((s) => Type.Literal(s)), { description: 'gepubliceerd, gepland (later) of niet gepubliceerd' }),
  photo: Type.Union([mediaItemSchema, Type.Null()], { description: 'De foto uit de fotobibliotheek' }),
  /** A drawing of the seed (content/images/news), when there is no photo. */
  image: Type.String(),
  ...editingProps,
});

/** What the form sends: the fields of `newsType`. */
export const adminNewsBodySchema = bodySchemaOf(newsType);

export type AdminNews = Static<typeof adminNewsSchema>;
export type AdminNewsBody = Static<typeof adminNewsBodySchema>;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
