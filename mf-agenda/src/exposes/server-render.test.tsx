/**
 * @jest-environment node
 *
 * Every expose rendered on the server with its data (what a visitor without JavaScript and a
 * search engine get), then hydrated in a browser's module copies without a single warning.
 */
import { describeServerRenders, hrefsOf as hrefs, textsOf as texts, type ServerRenderCase } from '@kerk/kit/testing';
import { ROUTES } from '@kerk/kit/router';

import { detail, kamp, koffie, listOf, mockAgendaApi, MONDAY_EVENING } from '../features/agenda/test-fixtures';

const eventApi = (url: URL) => (url.pathname === '/api/events/1' ? { body: { data: detail } } : undefined);

/* eslint-disable @typescript-eslint/no-require-imports -- each side loads its own copy of the expose */
const CASES: Record<string, ServerRenderCase> = {
  'agenda-page': {
    load: () => require('./agenda-page'),
    url: '/agenda?tab=huidig&periode=maand&datum=2026-11-23',
    path: ROUTES.agenda.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual(['Agenda']);
      expect(texts(page, 'h2')).toContain('November 2026');
      expect(texts(page, '[role="tabpanel"]:not([hidden]) li h3')).toEqual([koffie.title, kamp.title]);
      expect(hrefs(page, 'a[href^="/evenement/"]')).toEqual(['/evenement/1', '/evenement/2']);
      // The feed's address is the configured one until the browser knows its host.
      expect(page.querySelector('[data-testid="agenda-feed-url"]')?.textContent).toBe('/api/agenda.ics');
      // Without JavaScript the tabs and the previous / next buttons submit GET forms to the agenda.
      const forms = [...page.querySelectorAll('form[method="get"][action="/agenda"]')];
      const hidden = (form: Element | undefined) => [...form!.querySelectorAll('input[type="hidden"]')].map((input) => [input.getAttribute('name'), input.getAttribute('value')]);
      const submits = (form: Element | undefined) => [...form!.querySelectorAll('button[type="submit"]')].map((button) => [button.textContent, button.getAttribute('name'), button.getAttribute('value')]);
      const tabs = forms.find((form) => form.querySelector('[role="tablist"]'));
      expect(hidden(tabs)).toEqual([['periode', 'maand']]);
      expect(submits(tabs)).toEqual([['Huidig', 'tab', 'huidig'], ['Toekomst', 'tab', 'toekomst']]);
      const picker = forms.find((form) => form.querySelector('fieldset'));
      expect(hidden(picker)).toEqual([['tab', 'huidig'], ['datum', '2026-11-23']]);
      expect([...picker!.querySelectorAll('input[type="radio"]')].map((radio) => radio.getAttribute('name'))).toEqual(['periode', 'periode', 'periode']);
      expect(picker!.querySelector('noscript')?.innerHTML).toMatch(/<button type="submit"[^>]*>Toon periode<\/button>/);
      // The period's buttons join their form by its id (the heading between them stays outside the form).
      const periods = forms.find((form) => form.id && !form.querySelector('[role="tablist"]'));
      expect(hidden(periods)).toEqual([['tab', 'huidig'], ['periode', 'maand']]);
      const periodButtons = [...page.querySelectorAll(`button[type="submit"][form="${periods!.id}"]`)];
      expect(periodButtons.map((button) => [button.textContent, button.getAttribute('name'), button.getAttribute('value')])).toEqual([
        ['‹ Vorige maand', 'datum', '2026-10-01'],
        ['Volgende maand ›', 'datum', '2026-12-01'],
      ]);
    },
  },
  'event-page': {
    load: () => require('./event-page'),
    url: '/evenement/1',
    path: ROUTES.event.path,
    check: (page) => {
      expect(texts(page, 'h1')).toEqual([detail.title]);
      expect(texts(page, 'dt')).toEqual(['Begint om', 'Eindigt om', 'Kerk']);
      expect(texts(page, 'dd').slice(0, 2)).toEqual(['maandag 23-11-2026 10.00', '11.30']);
      expect(page.querySelector('strong')?.textContent).toBe('samen');
    },
  },
  'events-widget': {
    load: () => require('./events-widget'),
    url: '/',
    check: (page) => {
      expect(texts(page, 'h2')).toEqual(['Programma en evenementen']);
      expect(hrefs(page, 'a[href^="/evenement/"]')).toEqual(['/evenement/1', '/evenement/2']);
    },
  },
};
/* eslint-enable @typescript-eslint/no-require-imports */

describeServerRenders(__dirname, CASES, { mockApi: () => mockAgendaApi(() => ({ body: listOf([koffie, kamp]) }), eventApi), renderedAt: MONDAY_EVENING });
