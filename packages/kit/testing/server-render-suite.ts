/**
 * One remote's server-render test of every expose (`src/exposes/server-render.test.tsx`): each case
 * is rendered on the server with its data, checked, then hydrated in a browser's module copies with
 * no request and no warning. A module in src/exposes/ without a case fails the suite.
 */
import { readdirSync } from 'node:fs';
import type { ComponentType } from 'react';

import { renderAndHydrate } from './server-render';

export interface ServerRenderCase {
  /** Loads the expose; called once per side: `() => require('./agenda-page')`. */
  load: () => { default: ComponentType };
  url: string;
  /** The route's path pattern, when the expose reads route params. */
  path?: string;
  check: (page: DocumentFragment) => void;
  /** The expose shows only what its URL says and asks the API nothing (Zijstroom's confirmed page). */
  noApi?: true;
}

/** The trimmed text of every element matching `selector`. */
export const textsOf = (fragment: DocumentFragment, selector: string) => [...fragment.querySelectorAll(selector)].map((node) => node.textContent?.trim());
/** The href of every element matching `selector`. */
export const hrefsOf = (fragment: DocumentFragment, selector: string) => [...fragment.querySelectorAll(selector)].map((node) => node.getAttribute('href'));

/**
 * `exposesDir`: the remote's src/exposes/ (`__dirname`); `mockApi` installs the fake API answers and
 * returns the mock (it must have been called); `renderedAt`: the server's instant.
 */
export function describeServerRenders(exposesDir: string, cases: Record<string, ServerRenderCase>, options: { mockApi: () => jest.Mock; renderedAt: string }) {
  describe('server render of every expose', () => {
    it('has a case for every module in src/exposes/', () => {
      const exposes = readdirSync(exposesDir).filter((file) => /^[a-z-]+\.tsx$/.test(file)).map((file) => file.replace('.tsx', ''));
      expect(Object.keys(cases).sort()).toEqual(exposes.sort());
    });

    it.each(Object.entries(cases))('renders %s on the server with its data and hydrates it cleanly', async (_name, { load, url, path, check, noApi }) => {
      const api = options.mockApi();
      const { server, hydrated } = await renderAndHydrate(load, { url, path, renderedAt: options.renderedAt });
      if (noApi) expect(api).not.toHaveBeenCalled();
      else expect(api).toHaveBeenCalled();
      check(server.fragment());
      // Everything the view needed came with the page.
      expect(hydrated.requests).toEqual([]);
    });
  });
}
