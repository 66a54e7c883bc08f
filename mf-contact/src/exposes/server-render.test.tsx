/**
 * @jest-environment node
 *
 * The contact page rendered on the server with its data (what a visitor without JavaScript and a
 * search engine get), then hydrated in a browser's module copies without a single warning.
 */
import { readdirSync } from 'node:fs';
import { contactTypeSchema, pageSchema } from '@kerk/kit/api-schemas';
import { mockFetch, renderAndHydrate } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';
import { ROUTES } from '@kerk/kit/router';

import { contact } from '../texts';

const TYPES = contact.types.map(({ key, label }) => fixture(contactTypeSchema, { key, label }));
const PAGE = {
  data: fixture(pageSchema, {
    id: 4, name: 'contact', metaTitle: 'Contact', metaDescription: 'Neem contact op',
    partials: [
      { name: 'title', content: 'Contact' },
      { name: 'intro', content: '<p>Heeft u een vraag? Vul het formulier in.</p>' },
      { name: 'content', content: '<h2>Kerkelijk bureau</h2><p>Kerkstraat 12</p>' },
    ],
  }),
};

describe('server render of every expose', () => {
  it('has a case for every module in src/exposes/', () => {
    expect(readdirSync(__dirname).filter((file) => /^[a-z-]+\.tsx$/.test(file))).toEqual(['contact-page.tsx']);
  });

  it('renders the contact page with its texts and the whole form on the server and hydrates it cleanly', async () => {
    const api = mockFetch((url) => {
      if (url.pathname === '/api/page' && url.searchParams.get('name') === 'contact') return { body: PAGE };
      return url.pathname === '/api/contact-types' ? { body: { data: TYPES } } : undefined;
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each side loads its own copy of the expose
    const { server, hydrated } = await renderAndHydrate(() => require('./contact-page'), { url: '/contact', path: ROUTES.contact.path, renderedAt: '2031-03-01T10:00:00.000Z' });
    expect(api).toHaveBeenCalled();
    const page = server.fragment();
    expect(page.querySelector('h1')?.textContent).toBe('Contact');
    expect(page.textContent).toContain('Kerkstraat 12');
    const form = page.querySelector('form')!;
    // Every field with its label, as the browser will show it.
    for (const label of ['Naam', 'E-mail', 'Onderwerp', 'Bericht', 'Soort contact']) {
      const id = [...form.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.getAttribute('for');
      expect(id && form.querySelector(`[id="${id}"]`)).toBeTruthy();
    }
    expect([...form.querySelectorAll('option')].map((o) => o.textContent)).toEqual(expect.arrayContaining(TYPES.map((t) => t.label)));
    expect(hydrated.requests).toEqual([]);
  });

  it("renders a refused plain post's answer with its input and the messages at their fields, without the failure text, and hydrates it cleanly", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/page') return { body: PAGE };
      return url.pathname === '/api/contact-types' ? { body: { data: TYPES } } : undefined;
    });
    const contactForm = { values: { name: 'Anna de Vries', email: 'anna.example.org', subject: 'Zaal', message: 'Een zaal voor een verjaardag', contactType: 'zaalhuur' }, fields: { email: 'E-mail is niet juist' }, failed: false };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each side loads its own copy of the expose
    const { server } = await renderAndHydrate(() => require('./contact-page'), { url: '/contact', path: ROUTES.contact.path, renderedAt: '2031-03-01T10:00:00.000Z', initial: { contactForm } });
    const page = server.fragment();
    const email = page.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email.getAttribute('value')).toBe('anna.example.org');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(page.getElementById(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('E-mail is niet juist');
    expect(page.querySelector('input[name="name"]')?.getAttribute('aria-invalid')).toBeNull();
    expect(page.querySelector('[role="alert"]')).toBeNull();
    expect(page.textContent).not.toContain(contact.failure);
  });
});
