/**
 * @jest-environment node
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getApiBase } from '@kerk/kit/http';

import { createRenderer, SHELL_BUILD } from './entry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

const remotes = [
  { name: 'mf_agenda', entry: 'http://127.0.0.1:8470/mf-agenda/mf-manifest.json' },
  { name: 'mf_content', entry: 'http://127.0.0.1:8470/mf-content/mf-manifest.json' },
];
const hostFetch = jest.fn() as unknown as typeof fetch;

describe('createRenderer', () => {
  beforeEach(() => {
    load.mockReset().mockResolvedValue({ default: () => null });
    register.mockReset();
  });

  it("registers the host's remotes, and makes its fetch and API base the kit's", () => {
    createRenderer({ remotes, fetch: hostFetch, apiUrl: '/api/' });
    expect(register).toHaveBeenCalledWith(remotes);
    expect(globalThis.fetch).toBe(hostFetch);
    expect(getApiBase()).toBe('/api');
  });

  it("refresh registers one remote anew and preloads that remote's public modules only", async () => {
    const renderer = createRenderer({ remotes, fetch: hostFetch, apiUrl: '/api' });
    register.mockClear();
    await renderer.refresh('mf_agenda');
    expect(register).toHaveBeenCalledWith([remotes[0]], { force: true });
    const loaded = load.mock.calls.map(([id]) => id as string);
    expect(loaded).toEqual(expect.arrayContaining(['mf_agenda/AgendaPage', 'mf_agenda/EventPage', 'mf_agenda/EventsWidget']));
    expect(loaded.every((id) => id.startsWith('mf_agenda/'))).toBe(true);
  });

  it("refresh drops the redeployed remote's own federation instance (its new entry makes a fresh one), and only that one", async () => {
    const global = globalThis as { __FEDERATION__?: { __INSTANCES__?: { options: { name: string } }[] } };
    const before = global.__FEDERATION__;
    global.__FEDERATION__ = { __INSTANCES__: [{ options: { name: 'shell' } }, { options: { name: 'mf_agenda' } }, { options: { name: 'mf_content' } }] };
    try {
      const renderer = createRenderer({ remotes, fetch: hostFetch, apiUrl: '/api' });
      await renderer.refresh('mf_agenda');
      expect(global.__FEDERATION__.__INSTANCES__!.map((instance) => instance.options.name)).toEqual(['shell', 'mf_content']);
    } finally {
      global.__FEDERATION__ = before;
    }
  });

  it("passes a module's render error to the host's log once, however many renders hit it", async () => {
    const log = jest.fn();
    load.mockImplementation(async (id: string) => ({ default: id === 'mf_contact/ContactPage' ? () => { throw new Error('kapot'); } : () => null }));
    const renderer = createRenderer({ remotes, fetch: hostFetch, apiUrl: '/api', log });
    const render = (i: number) => renderer.render({ url: `/contact?i=${i}`, theme: 'light', budgetMs: 10_000, now: '2026-03-01T10:00:00.000Z', initial: { settings: null, pages: null } });
    const first = new Promise((resolve) => log.mockImplementation(resolve));
    await render(1);
    await first;
    // The later renders' second passes (which find the error) have run once these have: their log calls too.
    for (const i of [2, 3]) {
      await render(i);
      for (let tick = 0; tick < 200; tick++) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ module: 'mf_contact/ContactPage', error: expect.stringContaining('Error: kapot') }));
  });

  it('answers the shell build it was built as (dev outside webpack)', () => {
    expect(SHELL_BUILD).toBe('dev');
  });
});
