import { screen } from '@testing-library/react';

import { Route, Routes } from '../router';
import { renderWithProviders } from '../testing';
import { standaloneRoutes, type ExposedModules } from '.';

/** A remote's src/exposes/ as webpack's context gives it: file keys, modules with a default export. */
function exposes(files: string[]): ExposedModules {
  const context = (key: string) => ({ default: () => <p>{key}</p> });
  context.keys = () => files.map((file) => `./${file}`);
  return context;
}

describe('standaloneRoutes', () => {
  it("routes each of the remote's site-map paths to its expose, and its home widgets to /widgets", () => {
    const routes = standaloneRoutes('mf-agenda', exposes(['agenda-page.tsx', 'event-page.tsx', 'events-widget.tsx']));
    expect(routes.map((route) => route.path)).toEqual(['/agenda', '/evenement/:id', '/widgets']);
  });

  it.each([
    ['/evenement/7', './event-page.tsx'],
    ['/widgets', './events-widget.tsx'],
  ])('renders %s with %s', (path, file) => {
    const routes = standaloneRoutes('mf-agenda', exposes(['agenda-page.tsx', 'event-page.tsx', 'events-widget.tsx']));
    renderWithProviders(
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>,
      { route: path },
    );
    expect(screen.getByText(file)).toBeInTheDocument();
  });

  it('has no /widgets for a remote without home widgets', () => {
    expect(standaloneRoutes('mf-contact', exposes(['contact-page.tsx'])).map((route) => route.path)).toEqual(['/contact']);
  });
});
