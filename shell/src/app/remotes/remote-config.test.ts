import { applyOverrides, OVERRIDES_KEY, updateOverrides } from './remote-config';
import { isLoadFailure, reloadOnce, RELOAD_GUARD_MS } from './reload-guard';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const config = {
  apiUrl: '/api',
  remotes: [
    { id: 'mf-agenda', name: 'mf_agenda', entry: '/mf-agenda/mf-manifest.json' },
    { id: 'mf-content', name: 'mf_content', entry: '/mf-content/mf-manifest.json' },
  ],
};

describe('remote overrides', () => {
  beforeEach(() => localStorage.clear());

  it('points one remote elsewhere and keeps the override in localStorage', () => {
    const overrides = updateOverrides('?remote:mf-agenda=http://localhost:3002/mf-manifest.json');
    expect(applyOverrides(config, overrides).remotes[0]!.entry).toBe('http://localhost:3002/mf-manifest.json');
    expect(applyOverrides(config, updateOverrides('')).remotes[0]!.entry).toBe('http://localhost:3002/mf-manifest.json');
    expect(applyOverrides(config, updateOverrides('')).remotes[1]!.entry).toBe('/mf-content/mf-manifest.json');
  });

  it('clears one override with an empty value and all with ?remotes=reset', () => {
    updateOverrides('?remote:mf-agenda=http://a/m.json&remote:mf-content=http://b/m.json');
    expect(updateOverrides('?remote:mf-agenda=')).toEqual({ 'mf-content': 'http://b/m.json' });
    expect(updateOverrides('?remotes=reset')).toEqual({});
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });
});

describe('reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then not again within 10 seconds, then again after', () => {
    const reload = jest.fn();
    expect(reloadOnce(1_000_000, reload)).toBe(true);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS + 1, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises chunk and remote load failures but not render bugs', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isLoadFailure(chunk)).toBe(true);
    expect(isLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
