/**
 * @jest-environment node
 */
import { createElement } from 'react';

import { mockFetch } from './index';
import { hydrateInJsdom, renderOnServer } from './server-render';
import Greeting, { WhereAmI } from './fixtures/greeting';

const RENDERED_AT = '2026-11-29T09:30:00.000Z';

describe('renderOnServer and hydrateInJsdom', () => {
  it('renders the data a query fetched on the server and the server clock, then hydrates without a request', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/greetings/kerk' ? { body: { text: 'Welkom' } } : undefined));
    const server = await renderOnServer(<Greeting />, { renderedAt: RENDERED_AT });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(server.html).toMatch(/<a href="\/nieuws"[^>]*>Welkom<\/a>/);
    expect(server.html).toContain(`<time>${RENDERED_AT}</time>`);
    expect(server.initialData.renderedAt).toBe(RENDERED_AT);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const hydrated = await hydrateInJsdom({ server, ui: () => createElement(require('./fixtures/greeting').default) });
    expect(hydrated.requests).toEqual([]);
    expect(hydrated.container.querySelector('a')?.textContent).toBe('Welkom');
    // The browser's clock is later; the hydrated view still shows the server's instant.
    expect(hydrated.container.querySelector('time')?.textContent).toBe(RENDERED_AT);
  });

  it('fails when the browser renders something else than the server did', async () => {
    const server = await renderOnServer(<WhereAmI />);
    expect(server.html).toContain('server');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    await expect(hydrateInJsdom({ server, ui: () => createElement(require('./fixtures/greeting').WhereAmI) })).rejects.toThrow(/Hydration was not clean[\s\S]*hydrat/i);
  });
});
