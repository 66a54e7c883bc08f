import { mockFetch } from '../testing';
import { expectWarnings } from '../testing/console';
import { makeStore, selectSettings, selectSettingsStatus, settingsApi } from './index';

const settings = { title: 'PG', address: 'Kerkstraat 1', zipcode: '6641 AB', city: 'Beuningen', phone: '', email: 'info@example.nl', facebook: '', twitter: '', youtube: '', linkedin: '' };
const load = (store: ReturnType<typeof makeStore>) => store.dispatch(settingsApi.endpoints.getSettings.initiate());

describe('settings', () => {
  it('asks GET /setting once and keeps the answer after the first success', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/setting' ? { body: { data: settings } } : undefined));
    const store = makeStore();
    expect(selectSettingsStatus(store.getState())).toBe('idle');
    const first = load(store);
    expect(selectSettingsStatus(store.getState())).toBe('loading');
    await first;
    await load(store);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(selectSettings(store.getState())).toEqual(settings);
    expect(selectSettingsStatus(store.getState())).toBe('succeeded');
  });

  it('keeps them when nobody reads them any more, long after', async () => {
    const fetchMock = mockFetch(() => ({ body: { data: settings } }));
    const store = makeStore();
    const reader = load(store);
    await reader;
    const readAt = Date.now();
    jest.useFakeTimers();
    try {
      reader.unsubscribe();
      jest.advanceTimersByTime(24 * 60 * 60 * 1000);
    } finally {
      // Back to the test's clock at the moment of reading: the next reader comes at once (a later
      // one would revalidate, as every page's data does after REVALIDATE_AFTER_S).
      jest.useRealTimers();
      jest.useFakeTimers({ now: readAt, advanceTimers: true, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
    }
    expect(selectSettings(store.getState())).toEqual(settings);
    await load(store);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure instead of caching it', async () => {
    expectWarnings(/GET \/setting failed with 500/);
    let fail = true;
    const fetchMock = mockFetch(() => (fail ? { status: 500, body: { code: 'internal_error', message: 'x' } } : { body: { data: settings } }));
    const store = makeStore();
    await load(store);
    expect(selectSettingsStatus(store.getState())).toBe('failed');
    expect(selectSettings(store.getState())).toBeNull();
    fail = false;
    await load(store);
    expect(selectSettings(store.getState())?.city).toBe('Beuningen');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
