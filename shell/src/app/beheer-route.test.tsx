/**
 * The editing app (issue 15): the shell mounts mf-beheer's one expose for /beheer and every path
 * below it, keeps it out of the public menu and never prefetches it.
 */
import { screen, within } from '@testing-library/react';

import { mockApi, renderShell } from '../test/render-shell';
import { menuRemotes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => (id === 'mf_beheer/BeheerApp' ? { default: () => <h1>Beheer</h1> } : new Promise(() => undefined))),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));

describe('/beheer', () => {
  it.each(['/beheer', '/beheer/paginas'])('mounts mf_beheer/BeheerApp for %s, with no menu entry', async (path) => {
    mockApi();
    renderShell(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Beheer' })).toBeInTheDocument();
    const menu = screen.getAllByRole('navigation', { name: 'Hoofdmenu', hidden: true })[0]!;
    expect(within(menu).queryByRole('link', { name: 'Beheer', hidden: true })).toBeNull();
  });

  it('is not among the remotes the shell prefetches', () => {
    expect(menuRemotes()).not.toContain('mf_beheer');
  });
});
