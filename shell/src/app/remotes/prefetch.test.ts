import { preloadRemote } from '@module-federation/enhanced/runtime';

import { menuRemotes } from '../routes';
import { entryOnly, PREFETCH_DELAY_MS, schedulePrefetch } from './prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()) }));

describe('schedulePrefetch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('preloads the remote entries (no page chunks) one second after start, not before', () => {
    schedulePrefetch(['mf_agenda', 'mf_community']);
    jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    expect(preloadRemote).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_agenda', resourceCategory: 'sync', filter: entryOnly },
      { nameOrAlias: 'mf_community', resourceCategory: 'sync', filter: entryOnly },
    ]);
    expect(entryOnly()).toBe(false);
  });

  it('is cancelled when the returned cleanup runs first', () => {
    (preloadRemote as jest.Mock).mockClear();
    const cancel = schedulePrefetch(['mf_agenda']);
    cancel();
    jest.runAllTimers();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

describe('menuRemotes', () => {
  it("names the remotes behind the main menu's routes", () => {
    expect(menuRemotes().sort()).toEqual(['mf_agenda', 'mf_community', 'mf_content']);
  });
});
