import { formatCountdown } from './countdown';
import { churchLabel, groupByDay, isLive, notOver, streamPlatform } from './service-format';
import { listSearch, parseLocation } from './url-state';

describe('service display rules', () => {
  it('adds the village to a church name only when the name lacks it', () => {
    expect(churchLabel({ churchName: 'De Ark', location: 'druten' })).toBe('De Ark, Druten');
    expect(churchLabel({ churchName: 'Dorpskerk Beuningen', location: 'beuningen' })).toBe('Dorpskerk Beuningen');
  });

  it('names the site a stream plays on by its host: Kerkdienst gemist or YouTube, any subdomain, nothing else', () => {
    expect(streamPlatform('https://kerkdienstgemist.nl/stations/1234')).toBe('Kerkdienst gemist');
    expect(streamPlatform('https://www.kerkdienstgemist.nl/stations/1234/events/recording/173')).toBe('Kerkdienst gemist');
    expect(streamPlatform('https://www.youtube.com/watch?v=live0000001')).toBe('YouTube');
    expect(streamPlatform('https://youtu.be/live0000001')).toBe('YouTube');
    expect(streamPlatform('https://m.youtube.com/live/abc')).toBe('YouTube');
    // Only the host counts: not a path, not a look-alike domain.
    expect(streamPlatform('https://example.org/kerkdienstgemist.nl')).toBeNull();
    expect(streamPlatform('https://notyoutube.com/watch?v=x')).toBeNull();
    expect(streamPlatform('https://kerkdienstgemist.nl.example.org/')).toBeNull();
    expect(streamPlatform('')).toBeNull();
    expect(streamPlatform('kerkdienstgemist.nl/stations/1')).toBeNull();
  });

  it('groups per Amsterdam day, so a service at 00:30 belongs to the next day although it is 23:30 UTC', () => {
    const groups = groupByDay([{ startsAt: '2031-03-01T22:00:00.000Z' }, { startsAt: '2031-03-01T23:30:00.000Z' }, { startsAt: '2031-03-02T09:00:00.000Z' }]);
    expect(groups.map((g) => [g.day, g.services.length])).toEqual([['2031-03-01', 1], ['2031-03-02', 2]]);
  });

  it('is live from the start until ninety minutes after it', () => {
    const s = { startsAt: '2031-03-02T09:00:00.000Z' };
    const start = Date.parse(s.startsAt);
    expect(isLive(s, start - 1)).toBe(false);
    expect(isLive(s, start)).toBe(true);
    expect(isLive(s, start + 89 * 60_000)).toBe(true);
    expect(isLive(s, start + 90 * 60_000)).toBe(false);
    expect(notOver(s, start - 86_400_000)).toBe(true);
    expect(notOver(s, start + 90 * 60_000)).toBe(false);
  });

  it('formats the countdown with days and a clock', () => {
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 5_000)).toBe('2 dagen en 03:00:05');
    expect(formatCountdown(86_400_000 + 1_000)).toBe('1 dag en 00:00:01');
    expect(formatCountdown(59_500)).toBe('00:01:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});

describe('list state in the URL', () => {
  it('reads the location, rejecting what cannot be', () => {
    expect(parseLocation('Druten')).toEqual({ location: 'druten' });
    expect(parseLocation('nijmegen')).toEqual({ invalid: 'nijmegen' });
    expect(parseLocation(null)).toEqual({});
  });

  it('writes one address per view: page 1 and all locations are left out', () => {
    expect(listSearch(undefined, 1)).toBe('');
    expect(listSearch('druten', 1)).toBe('?locatie=druten');
    expect(listSearch('druten', 2)).toBe('?locatie=druten&pagina=2');
    expect(listSearch(undefined, 4)).toBe('?pagina=4');
  });
});
