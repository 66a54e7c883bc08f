/**
 * A tab that stays open shows what editors saved meanwhile (the base api's config and
 * `refetchOnReturn`): the page's queries are asked again when the visitor comes back to the tab or
 * the connection returns, and a page's data older than REVALIDATE_AFTER_S when the visitor moves
 * to that page; a server render's answers count as fetched when the browser takes them over.
 * Only Date is faked (`jest.setSystemTime` steps it); RTK Query's own timers run as usual.
 */
import { mockFetch } from '../testing';
import { baseApi, dehydrateApi, hydrateApi, makeStore, refetchOnReturn, REVALIDATE_AFTER_S } from './index';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    freshProbe: build.query<string, void>({ query: () => '/fresh-probe' }),
  }),
});

const START = Date.parse('2026-11-23T20:05:00Z');

/** The API: the text of the last save, and how often it was asked. */
function site(first = 'oud') {
  let text = first;
  const fetchMock = mockFetch((url) => (url.pathname === '/api/fresh-probe' ? { body: text } : undefined));
  return { fetchMock, save: (next: string) => (text = next) };
}

/** A part of the page that shows the probe (a component's hook subscribes the same way). */
async function mount(store: ReturnType<typeof makeStore>): Promise<{ unmount: () => void }> {
  const reader = store.dispatch(probeApi.endpoints.freshProbe.initiate());
  await reader;
  return { unmount: () => reader.unsubscribe() };
}

const shown = (store: ReturnType<typeof makeStore>) => probeApi.endpoints.freshProbe.select()(store.getState()).data;

/** Resolves once every query the store is running has settled. */
const settled = async (store: ReturnType<typeof makeStore>) => {
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
};

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** The browser's event when the tab is shown or hidden: at the document, bubbling to the window. */
const visibilityChanged = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

let stops: Array<() => void> = [];
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'hrtime', 'performance'] });
  jest.setSystemTime(START);
  setVisibility('visible');
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  jest.useRealTimers();
});

function pageStore(paused?: () => boolean) {
  const store = makeStore();
  stops.push(refetchOnReturn(store.dispatch, paused));
  return store;
}

describe('a tab the visitor comes back to', () => {
  it('asks again for what the page shows when the tab becomes visible again, and shows the save made meanwhile', async () => {
    const api = site();
    const store = pageStore();
    await mount(store);
    api.save('nieuw');
    setVisibility('hidden');
    visibilityChanged();
    await settled(store);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    visibilityChanged();
    await settled(store);
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
    expect(shown(store)).toBe('nieuw');
  });

  it('asks again when the window gets the focus, and when the connection returns', async () => {
    const api = site();
    const store = pageStore();
    await mount(store);
    api.save('nieuw');
    window.dispatchEvent(new Event('focus'));
    await settled(store);
    expect(shown(store)).toBe('nieuw');
    api.save('nog nieuwer');
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await settled(store);
    expect(shown(store)).toBe('nog nieuwer');
    expect(api.fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while paused (the editing app, whose forms start from the data)', async () => {
    const api = site();
    let editing = true;
    const store = pageStore(() => editing);
    await mount(store);
    api.save('nieuw');
    window.dispatchEvent(new Event('focus'));
    visibilityChanged();
    window.dispatchEvent(new Event('online'));
    await settled(store);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(shown(store)).toBe('oud');
    editing = false;
    window.dispatchEvent(new Event('focus'));
    await settled(store);
    expect(shown(store)).toBe('nieuw');
  });

  it('asks nothing for data no part of the page shows any more', async () => {
    const api = site();
    const store = pageStore();
    (await mount(store)).unmount();
    window.dispatchEvent(new Event('focus'));
    await settled(store);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('moving to another page', () => {
  it(`asks again for a page's data older than ${REVALIDATE_AFTER_S} s when a part that shows it mounts; younger data is shown as it is`, async () => {
    const api = site();
    const store = pageStore();
    (await mount(store)).unmount();
    api.save('nieuw');
    jest.setSystemTime(START + REVALIDATE_AFTER_S * 1000 - 1);
    await mount(store);
    expect(shown(store)).toBe('oud');
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    jest.setSystemTime(START + REVALIDATE_AFTER_S * 1000);
    await mount(store);
    expect(shown(store)).toBe('nieuw');
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it("takes a server render's answers over as fetched at that moment, whatever the server's clock said: hydrating asks nothing", async () => {
    const server = makeStore();
    site('van de server');
    await server.dispatch(probeApi.endpoints.freshProbe.initiate()).unwrap();
    // The server's clock three hours behind the browser's (or its page cached a while): no matter.
    const state = dehydrateApi(server.getState());
    const old = Object.fromEntries(Object.entries(state.queries).map(([key, entry]) => [key, { ...entry, fulfilledTimeStamp: START - 3 * 3600_000 }]));
    const api = site('nieuw');
    const browser = pageStore();
    browser.dispatch(hydrateApi({ ...state, queries: old }));
    await mount(browser);
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(shown(browser)).toBe('van de server');
    jest.setSystemTime(START + REVALIDATE_AFTER_S * 1000);
    await mount(browser);
    expect(shown(browser)).toBe('nieuw');
  });
});
