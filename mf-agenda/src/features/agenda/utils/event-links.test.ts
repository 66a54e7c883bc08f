import { configureApiBase } from '@kerk/kit/http';

import { agendaFeedUrls, directionsUrl, eventIcsUrl } from './event-links';

describe('event links', () => {
  afterEach(() => configureApiBase('/api'));

  it('routes to the church by name and address', () => {
    expect(directionsUrl('De Ark', 'Hogestraat 5, 6651 BJ Druten')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=De%20Ark%2C%20Hogestraat%205%2C%206651%20BJ%20Druten',
    );
  });

  it('points the download and the feed at the configured API, the feed also as webcal://', () => {
    expect(eventIcsUrl(4)).toBe('/api/events/4.ics');
    expect(agendaFeedUrls('https://pgmaasenwaal.nl/agenda')).toEqual({
      http: 'https://pgmaasenwaal.nl/api/agenda.ics', webcal: 'webcal://pgmaasenwaal.nl/api/agenda.ics',
    });
    configureApiBase('https://api.pgmaasenwaal.nl/v1/');
    expect(agendaFeedUrls('https://pgmaasenwaal.nl/agenda').webcal).toBe('webcal://api.pgmaasenwaal.nl/v1/agenda.ics');
    expect(agendaFeedUrls(null).webcal).toBe('webcal://api.pgmaasenwaal.nl/v1/agenda.ics');
  });

  it('links the relative feed address, a working download, when the page address is unknown (on the server)', () => {
    expect(agendaFeedUrls(null)).toEqual({ http: '/api/agenda.ics', webcal: '/api/agenda.ics' });
  });
});
