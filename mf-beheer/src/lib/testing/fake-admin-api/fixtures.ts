/**
 * Fixtures as the API answers them, typed by the kit's answer types (the fake checks them against
 * the schemas when it answers): a church of the public list and a photo of the library.
 */
import type { Church, MediaItem } from '@kerk/kit/api-types';

/** A church of `GET /api/churches`, without a photo. */
export const publicChurch = (id: number, slug: string, name: string, city: string): Church => ({
  id,
  slug,
  name,
  address: 'Kerkstraat 1',
  zipcode: '6651 BJ',
  city,
  description: '',
  accessibility: '',
  image: `/api/churches/${id}/image`,
  imageAlt: '',
  picture: null,
  latitude: null,
  longitude: null,
});

/** A photo of the library, `hash` naming its files, in the sizes given. */
export function libraryPhoto(id: number, fields: Pick<MediaItem, 'originalName' | 'alt'> & Partial<MediaItem>): MediaItem {
  const hash = fields.hash ?? '0123456789abcdef0123';
  const sizes = fields.sizes ?? [320, 1600];
  const file = (width: number, format: string) => `/api/media/${hash}/${width}.${format}`;
  return {
    id,
    hash,
    width: 1600,
    height: 1200,
    sizes,
    createdBy: 'koster@example.org',
    createdAt: '2026-11-20T10:00:00Z',
    src: file(sizes.at(-1)!, 'webp'),
    srcset: sizes.map((w) => `${file(w, 'webp')} ${w}w`).join(', '),
    srcsetAvif: '',
    preview: `/api/media/${hash}/preview.jpg`,
    focusX: 50,
    focusY: 50,
    usages: [],
    ...fields,
  };
}
