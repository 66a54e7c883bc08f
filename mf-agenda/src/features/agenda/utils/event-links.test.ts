import { configureApiBase } from '@kerk/kit/http';

import { agendaFeedUrls, directionsUrl, eventIcsUrl, eventJsonLd } from './event-links';

const event = {
  id: 4, title: 'Zangavond </script><script>alert(1)</script>', excerpt: 'Samen zingen.', startsAt: '2026-11-23T18:30:00.000Z',
  endsAt: '2026-11-23T20:00:00.000Z', allDay: false, churchName: 'Kerkje Bergharen', address: 'Molenstraat 1, 6617 AH Bergharen',
};

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
  });

  it('describes the event as schema.org JSON-LD that cannot break out of its script element', () => {
    const text = eventJsonLd(event, 'https://pgmaasenwaal.nl/evenement/4', 'Protestantse Gemeente Maas en Waal');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({
      '@type': 'Event', name: event.title, startDate: event.startsAt, endDate: event.endsAt, url: 'https://pgmaasenwaal.nl/evenement/4',
      location: { '@type': 'Place', name: 'Kerkje Bergharen', address: { postalCode: '6617 AH', addressLocality: 'Bergharen', streetAddress: 'Molenstraat 1' } },
      organizer: { name: 'Protestantse Gemeente Maas en Waal' },
    });
  });

  it('gives whole-day events plain dates, ending on their last day', () => {
    const allDay = { ...event, allDay: true, startsAt: '2026-11-20T23:00:00.000Z', endsAt: '2026-11-23T23:00:00.000Z' };
    expect(JSON.parse(eventJsonLd(allDay, 'x'))).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-23' });
  });
});
