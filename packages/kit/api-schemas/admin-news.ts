/**
 * The Nieuws contract of the admin API (`/api/admin/news`, issue 16), declared once: the API
 * validates and serializes with these schemas, mf-beheer reads the same shapes as types from
 * `@kerk/kit/api-types`.
 */
import { Type, type Static } from '@sinclair/typebox';

import { mediaItemSchema } from './admin-media';

export const NEWS_STATUSES = ['published', 'scheduled', 'unpublished'] as const;

export const adminNewsSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Sanitized HTML (preset `full`). */
  body: Type.String(),
  excerpt: Type.String({ description: 'Samenvatting zoals de redactie die schreef (platte tekst); leeg: de lijsten tonen het begin van de tekst' }),
  author: Type.String(),
  publishAt: Type.String({ description: 'Vanaf dit moment zichtbaar (ISO UTC); mag in de toekomst liggen' }),
  /** `YYYY-MM-DD` and `HH:MM` of `publishAt` in Amsterdam, as the form shows them. */
  date: Type.String(),
  time: Type.String(),
  published: Type.Boolean({ description: 'false na "Niet meer publiceren"' }),
  status: Type.Union(NEWS_STATUSES.map((s) => Type.Literal(s)), { description: 'gepubliceerd, gepland (later) of niet gepubliceerd' }),
  mediaId: Type.Union([Type.Integer(), Type.Null()]),
  photo: Type.Union([mediaItemSchema, Type.Null()], { description: 'De foto uit de fotobibliotheek' }),
  /** A drawing of the seed (content/images/news), when there is no photo. */
  image: Type.String(),
  version: Type.Integer({ description: 'Ook de ETag; terug in If-Match' }),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

/** What the form sends. */
export const adminNewsBodySchema = Type.Object(
  {
    title: Type.String({ maxLength: 1000 }),
    body: Type.Optional(Type.String({ maxLength: 200_000 })),
    excerpt: Type.Optional(Type.String({ maxLength: 5000 })),
    author: Type.Optional(Type.String({ maxLength: 1000 })),
    /** Amsterdam `YYYY-MM-DD` and `HH:MM`. */
    date: Type.String({ maxLength: 20 }),
    time: Type.String({ maxLength: 10 }),
    published: Type.Optional(Type.Boolean()),
    mediaId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export type AdminNews = Static<typeof adminNewsSchema>;
export type AdminNewsBody = Static<typeof adminNewsBodySchema>;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
