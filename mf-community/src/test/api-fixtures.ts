/**
 * Answers of the API as the tests' mockFetch gives them: typed by the kit's answer types and checked
 * against the answer schemas when the test loads (`fixture`), so one that lacks a declared field fails.
 */
import { pageSchema, pastorSummarySchema, photoSchema } from '@kerk/kit/api-schemas';
import { fixture } from '@kerk/kit/testing/answers';

export const pageAnswer = (name: string, partials: Record<string, string>) => ({
  body: {
    data: fixture(pageSchema, { id: 1, name, metaTitle: partials.title ?? name, metaDescription: '', partials: Object.entries(partials).map(([n, content]) => ({ name: n, content })) }, `The page ${name}`),
  },
});

export const marieke = fixture(pastorSummarySchema, {
  id: 2,
  name: 'ds. Marieke van den Berg',
  slug: 'ds-marieke-van-den-berg',
  role: 'Predikant',
  areas: ['beuningen', 'wijchen'],
  email: 'm.vandenberg@pgmaasenwaal.nl',
  phone: '024 123 12 41',
  photo: '/api/pastors/2/photo',
  photoAlt: 'Getekend portret van ds. Marieke van den Berg',
  picture: null,
  summary: 'Predikant voor Beuningen en Wijchen.',
});

/** A library photo as the API answers it (`picture`), with `photo`/`photoAlt` its own. */
export const libraryPhoto = fixture(photoSchema, {
  src: '/api/media/0123456789abcdef0123/800.webp',
  srcset: '/api/media/0123456789abcdef0123/400.webp 400w, /api/media/0123456789abcdef0123/800.webp 800w',
  srcsetAvif: '/api/media/0123456789abcdef0123/400.avif 400w, /api/media/0123456789abcdef0123/800.avif 800w',
  width: 800,
  height: 800,
  alt: 'Ds. Marieke van den Berg lacht in de tuin van de pastorie',
  preview: '/api/media/0123456789abcdef0123/preview.jpg',
  // The editor's focal point: the face, in the upper part of the portrait.
  focusX: 50,
  focusY: 25,
});

export const anne = fixture(pastorSummarySchema, {
  id: 3,
  name: 'Anne de Wit',
  slug: 'anne-de-wit',
  role: 'Kerkelijk werker jeugd en jongeren',
  areas: ['druten'],
  email: 'a.dewit@pgmaasenwaal.nl',
  phone: '',
  photo: '',
  photoAlt: '',
  picture: null,
  summary: 'Kerkelijk werker.',
});

export const notFound = (message = 'Niet gevonden') => ({ status: 404, body: { code: 'not_found', message } });
