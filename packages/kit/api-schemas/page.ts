import { Type, type Static } from '@sinclair/typebox';

/** A named text of a page or of the footer: plain text or sanitized HTML, depending on the name. */
export const pagePartialSchema = Type.Object({
  name: Type.String({ examples: ['intro'] }),
  content: Type.String({ description: 'Platte tekst of gesanitiseerde HTML, afhankelijk van de naam' }),
});
export type PagePartial = Static<typeof pagePartialSchema>;

/** GET /api/page?name=: a page of the page store (spec §3 "Page") with its partials in order. */
export const pageSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  partials: Type.Array(pagePartialSchema),
});
export type Page = Static<typeof pageSchema>;

/** GET /api/page/footer: the footer's partials (spec §3 "Footer"). */
export const footerSchema = Type.Object({ partials: Type.Array(pagePartialSchema) });
export type Footer = Static<typeof footerSchema>;
