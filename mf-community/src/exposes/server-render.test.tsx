/**
 * @jest-environment node
 *
 * Every expose rendered on the server with its data (what a visitor without JavaScript and a
 * search engine get), then hydrated in a browser's module copies without a single warning.
 */
import { mockFetch, describeServerRenders, hrefsOf as hrefs, textsOf as texts, type ServerRenderCase } from '@kerk/kit/testing';
import { churchSchema, givingPurposeSchema, pastorSchema, serviceSchema } from '@kerk/kit/api-schemas';
import { ROUTES } from '@kerk/kit/router';
import { fixture } from '@kerk/kit/testing/answers';

import { anne, marieke, pageAnswer } from '../test/api-fixtures';

const RENDERED_AT = '2031-03-01T10:00:00.000Z';

const CHURCH = fixture(churchSchema, {
  id: 1, slug: 'beuningen', name: 'Dorpskerk Beuningen', address: 'Kerkstraat 10', zipcode: '6641 AB', city: 'Beuningen', description: 'Beschrijving van de Dorpskerk.',
  accessibility: 'Drempelvrije ingang.', image: '/api/churches/1/image', imageAlt: 'Tekening van Dorpskerk Beuningen', picture: null, latitude: 51.86, longitude: 5.77,
});
const NEXT_SERVICE = fixture(serviceSchema, {
  id: 5, startsAt: '2031-03-02T09:00:00.000Z', location: 'beuningen', churchName: 'Dorpskerk Beuningen', preacher: 'ds. Marieke van den Berg', season: '', music: '', collections: [], purposes: [],
  streamed: false, streamUrl: '', recordingUrl: '', notes: '',
});

/** A purpose as /api/giving answers it: the QR code is the API's SVG (a stand-in here). */
const PURPOSE = fixture(givingPurposeSchema, {
  id: 3, name: 'Voedselbank Maas en Waal', description: '<p>Een pakket per week.</p>', picture: null, active: true, iban: 'NL91 ABNA 0417 1643 00', holder: 'Stichting Voedselbank',
  amount: '10.00', paymentUrl: 'https://tikkie.me/pay/vb', day: '2031-03-01', remittance: 'Collecte Voedselbank Maas en Waal 01-03-2031',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><path d="M4 4h7v7H4z"/></svg>', qrPng: '/api/giving/purposes/3/qr.png?day=2031-03-01',
});

/** Every page-store page answers with its own title, intro and a heading in its content. */
function mockCommunityApi() {
  return mockFetch((url) => {
    const name = url.searchParams.get('name') ?? '';
    if (url.pathname === '/api/page') return pageAnswer(name, { title: `Titel ${name}`, intro: `<p>Intro ${name}.</p>`, content: `<h2>Kop ${name}</h2>`, 'pastors-title': 'Ons pastorale team' });
    if (url.pathname === '/api/pastors') return { body: { data: [marieke, anne], meta: { page: 1, pageSize: 50, total: 2 } } };
    if (url.pathname === '/api/pastors/2') return { body: { data: fixture(pastorSchema, { ...marieke, biography: '<p>Marieke groeide op in Zwolle.</p>' }) } };
    if (url.pathname === '/api/churches') return { body: { data: [CHURCH], meta: { page: 1, pageSize: 50, total: 1 } } };
    if (url.pathname === '/api/giving') return { body: { data: [PURPOSE] } };
    if (url.pathname === '/api/giving/purposes/3') return { body: { data: PURPOSE } };
    if (url.pathname === '/api/services') return { body: { data: [NEXT_SERVICE], meta: { page: 1, pageSize: 1, total: 1 } } };
    return undefined;
  });
}

/** A page-store page: its title as h1, its content's heading. */
const storePage = (name: string) => (page: DocumentFragment) => {
  expect(texts(page, 'h1')).toEqual([`Titel ${name}`]);
  expect(texts(page, 'h2')).toContain(`Kop ${name}`);
};
const teamLinks = (page: DocumentFragment) => expect(hrefs(page, 'a[href^="/gemeente/pastoraal-team/"]')).toEqual(expect.arrayContaining(['/gemeente/pastoraal-team/2/ds-marieke-van-den-berg', '/gemeente/pastoraal-team/3/anne-de-wit']));

type Case = ServerRenderCase;
/* eslint-disable @typescript-eslint/no-require-imports -- each side loads its own copy of the expose */
const CASES: Record<string, Case> = {
  'congregation-page': { load: () => require('./congregation-page'), url: ROUTES.congregation.path, check: storePage('municipality') },
  'church-council-page': { load: () => require('./church-council-page'), url: ROUTES.churchCouncil.path, check: storePage('municipality-church-council') },
  'kerkrentmeesters-page': { load: () => require('./kerkrentmeesters-page'), url: ROUTES.kerkrentmeesters.path, check: storePage('municipality-cvk') },
  'deacons-page': { load: () => require('./deacons-page'), url: ROUTES.deacons.path, check: storePage('municipality-cvd') },
  'professional-work-page': { load: () => require('./professional-work-page'), url: ROUTES.professionalWork.path, check: storePage('municipality-professional-work-2025') },
  'confidants-page': { load: () => require('./confidants-page'), url: ROUTES.confidants.path, check: storePage('confidants') },
  'pastoral-team-page': {
    load: () => require('./pastoral-team-page'),
    url: ROUTES.pastoralTeam.path,
    check: (page) => {
      storePage('municipality-pastors')(page);
      teamLinks(page);
    },
  },
  'pastor-page': {
    load: () => require('./pastor-page'),
    url: '/gemeente/pastoraal-team/2/ds-marieke-van-den-berg',
    path: ROUTES.pastor.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual([marieke.name]);
      expect(page.textContent).toContain('Marieke groeide op in Zwolle.');
      expect(hrefs(page, 'a[href^="mailto:"]')).toEqual([`mailto:${marieke.email}`]);
    },
  },
  'pastoral-team-widget': {
    load: () => require('./pastoral-team-widget'),
    url: '/',
    check: (page) => {
      expect(texts(page, 'h2')).toEqual(['Ons pastorale team']);
      teamLinks(page);
    },
  },
  'task-groups-page': {
    load: () => require('./task-groups-page'),
    url: ROUTES.taskGroups.path,
    check: (page) => {
      storePage('municipality-task-group')(page);
      expect(hrefs(page, 'a[href^="/gemeente/taakgroepen/"]')).toContain('/gemeente/taakgroepen/taakgroep-youth');
    },
  },
  'task-group-page': { load: () => require('./task-group-page'), url: '/gemeente/taakgroepen/taakgroep-youth', path: ROUTES.taskGroup.path, check: storePage('youth') },
  'giving-page': {
    load: () => require('./giving-page'),
    url: ROUTES.giving.path,
    check: (page) => {
      storePage('giving')(page);
      // The QR code, its alt text, the IBAN as text and the links are in the served HTML.
      expect(page.querySelector('[role="img"][aria-label="QR-code om met uw bank-app te geven aan Voedselbank Maas en Waal"] svg')).not.toBeNull();
      expect(texts(page, '[data-iban]')).toEqual(['NL91 ABNA 0417 1643 00']);
      expect(hrefs(page, 'a')).toEqual(expect.arrayContaining(['https://tikkie.me/pay/vb', PURPOSE.qrPng, '/geven/afdrukken?doel=3']));
    },
  },
  'giving-print-page': {
    load: () => require('./giving-print-page'),
    url: `${ROUTES.givingPrint.path}?doel=3`,
    path: ROUTES.givingPrint.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Collecte: Voedselbank Maas en Waal']);
      expect(page.querySelector('[role="img"] svg')).not.toBeNull();
    },
  },
  'churches-page': {
    load: () => require('./churches-page'),
    url: ROUTES.churches.path,
    check: (page) => {
      storePage('churches')(page);
      expect(texts(page, 'h3, h2')).toContain('Dorpskerk Beuningen');
      // The next service, asked for with the server's clock.
      expect(page.textContent).toContain('02-03-2031');
    },
  },
};
/* eslint-enable @typescript-eslint/no-require-imports */

describeServerRenders(__dirname, CASES, { mockApi: mockCommunityApi, renderedAt: RENDERED_AT });
