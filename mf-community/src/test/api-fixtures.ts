/** Answers of the API as the tests' mockFetch gives them (shapes of api/src/schemas). */
export const pageAnswer = (name: string, partials: Record<string, string>) => ({
  body: {
    data: { id: 1, name, metaTitle: partials.title ?? name, metaDescription: '', partials: Object.entries(partials).map(([n, content]) => ({ name: n, content })) },
  },
});

export const marieke = {
  id: 2,
  name: 'ds. Marieke van den Berg',
  slug: 'ds-marieke-van-den-berg',
  role: 'Predikant',
  areas: ['beuningen', 'wijchen'],
  email: 'm.vandenberg@pgmaasenwaal.nl',
  phone: '024 123 12 41',
  photo: '/api/pastors/2/photo',
  photoAlt: 'Getekend portret van ds. Marieke van den Berg',
  summary: 'Predikant voor Beuningen en Wijchen.',
};

export const anne = {
  id: 3,
  name: 'Anne de Wit',
  slug: 'anne-de-wit',
  role: 'Kerkelijk werker jeugd en jongeren',
  areas: ['druten'],
  email: 'a.dewit@pgmaasenwaal.nl',
  phone: '',
  photo: '',
  photoAlt: '',
  summary: 'Kerkelijk werker.',
};

export const notFound = (message = 'Niet gevonden') => ({ status: 404, body: { code: 'not_found', message } });
