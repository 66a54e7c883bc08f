/** Renders the real shell routes (layout, chrome, error page) at a path, with the API mocked. */
import { KitThemeProvider } from '@kerk/kit/design-system';
import { MemoryRouter, useLocation, useNavigate, type To } from '@kerk/kit/router';
import { makeStore, StoreProvider } from '@kerk/kit/store';
import { mockFetch } from '@kerk/kit/testing';
import { render } from '@testing-library/react';

import { AppRoutes } from '../app/router';

export const settings = {
  title: 'Protestantse Gemeente Maas en Waal',
  address: 'Kerkstraat 12',
  zipcode: '6641 AB',
  city: 'Beuningen',
  phone: '024 677 1234',
  email: 'info@pg-maasenwaal.nl',
  facebook: 'https://www.facebook.com/pgmaasenwaal',
  twitter: '',
  youtube: 'https://www.youtube.com/@pgmaasenwaal',
  linkedin: '',
};

const pages: Record<string, unknown> = {
  index: { id: 1, name: 'index', metaTitle: 'Welkom', metaDescription: 'Welkom', partials: [{ name: 'title', content: 'Welkom in onze gemeente' }, { name: 'intro', content: '<p>Iedereen is welkom.</p>' }] },
};

export function mockApi(overrides: { settings?: Partial<typeof settings> } = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/setting') return { body: { data: { ...settings, ...overrides.settings } } };
    if (url.pathname === '/api/page/footer') return { body: { data: { partials: [{ name: 'about', content: '<p>Wij zijn een gemeente in zeven dorpen.</p>' }] } } };
    const page = url.pathname === '/api/page' ? pages[url.searchParams.get('name') ?? ''] : undefined;
    return page ? { body: { data: page } } : undefined;
  });
}

/** What a test reads of, and does to, the router: the current location and navigate(). */
interface TestRouter {
  state: { location: { pathname: string; search: string } };
  navigate: (to: To) => Promise<void>;
}

function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  router.state.location = location;
  router.navigate = async (to) => navigate(to);
  return null;
}

export function renderShell(path = '/') {
  const store = makeStore();
  const router: TestRouter = { state: { location: { pathname: path, search: '' } }, navigate: async () => undefined };
  const result = render(
    <StoreProvider store={store}>
      <KitThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <RouterProbe router={router} />
        </MemoryRouter>
      </KitThemeProvider>
    </StoreProvider>,
  );
  return { ...result, store, router };
}
