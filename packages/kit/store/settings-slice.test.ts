import { mockFetch } from '../testing';
import { fetchSettings, makeStore } from './index';

const settings = { title: 'PG', address: 'Kerkstraat 1', zipcode: '6641 AB', city: 'Beuningen', phone: '', email: 'info@example.nl', facebook: '', twitter: '', youtube: '', linkedin: '' };

describe('settings slice', () => {
  it('fetches GET /setting once and keeps it after the first success', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/setting' ? { body: { data: settings } } : undefined));
    const store = makeStore();
    await store.dispatch(fetchSettings());
    await store.dispatch(fetchSettings());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().settings.data).toEqual(settings);
  });

  it('retries after a failure instead of caching it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const fetchMock = mockFetch(() => (fail ? { status: 500, body: { code: 'internal_error', message: 'x' } } : { body: { data: settings } }));
    const store = makeStore();
    await store.dispatch(fetchSettings());
    expect(store.getState().settings.status).toBe('failed');
    fail = false;
    await store.dispatch(fetchSettings());
    expect(store.getState().settings.data?.city).toBe('Beuningen');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
