/**
 * A new page is a row in the kit's site map, a component and an expose (README "Adding a page"):
 * with one row added to the site map, and the remote answering for its expose, the shell routes the
 * path to that module, lists it in the menu and titles its breadcrumb, with no edit of its own.
 */
import type * as Testing from '@testing-library/react';
import type * as RenderShell from '../test/render-shell';

const KERKBALANS = {
  path: '/kerkbalans',
  remote: 'mf-content',
  expose: 'KerkbalansPage',
  name: 'Kerkbalans',
  kind: 'page',
  page: 'kerkbalans',
  crumb: 'name',
  menu: true,
};

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => (id === 'mf_content/KerkbalansPage' ? { default: () => <h1>Doe mee met Kerkbalans</h1> } : new Promise(() => undefined))),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));

// The site map's data file, with the row added as a developer would add it; the shell is loaded after.
const routesFile = require.resolve('@kerk/kit/site-map').replace(/index\.ts$/, 'routes.ts');
jest.doMock(routesFile, () => {
  const actual = jest.requireActual(routesFile);
  return { ...actual, ROUTES: { ...actual.ROUTES, kerkbalans: KERKBALANS } };
});
/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mock, so they read the changed site map */
const testing = require('@testing-library/react') as typeof Testing;
const shell = require('../test/render-shell') as typeof RenderShell;
/* eslint-enable @typescript-eslint/no-require-imports */

describe('a page added as one site-map row', () => {
  it("is routed to its remote's expose, in the menu and titled in the breadcrumbs", async () => {
    shell.mockApi();
    shell.renderShell('/kerkbalans');
    const { screen, within } = testing;
    expect(await screen.findByRole('heading', { level: 1, name: 'Doe mee met Kerkbalans' })).toBeInTheDocument();
    const menu = screen.getAllByRole('navigation', { name: 'Hoofdmenu', hidden: true })[0]!;
    expect(within(menu).getByRole('link', { name: 'Kerkbalans', hidden: true })).toHaveAttribute('href', '/kerkbalans');
    expect(within(screen.getByRole('navigation', { name: 'Kruimelpad' })).getByText('Kerkbalans')).toHaveAttribute('aria-current', 'page');
  });
});
