/**
 * A beheerder's save of the settings reaches what the server writes into every page at once: the
 * page's data block (which the store starts from, so a visitor's reload shows the new
 * footer), og:site_name and an event's JSON-LD organizer. The rendered-page cache must not hold
 * the old values for its few seconds.
 */
import { asSignedIn, signedInAs } from '../admin-helper';
import { useWebApp } from './fake-web-root';

const initialDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="kerk-initial-data">(.*?)<\/script>/.exec(html)![1]!) as { settings: Record<string, string> };
const siteNameOf = (html: string) => /<meta property="og:site_name" content="([^"]*)">/.exec(html)?.[1];
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as { organizer?: { name: string } };

describe('settings saved in the editing app, in the pages the server writes', () => {
  const web = useWebApp();
  const page = (url: string) => web.app().inject({ url, headers: { accept: 'text/html', host: 'kerk.example.nl' } });

  it('shows the new phone, name and social links on the very next page load', async () => {
    const app = web.app();
    await app.ready();
    const event = (await app.eventsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    const before = await page('/');
    expect(initialDataOf(before.body).settings).toMatchObject({ phone: '024 123 12 34', facebook: 'https://www.facebook.com/pgmaasenwaal' });
    expect(jsonLdOf((await page(`/evenement/${event.id}`)).body).organizer?.name).toBe('Protestantse Gemeente Maas en Waal');

    const koster = await signedInAs(app, 'beheerder', 'koster@example.org');
    const read = await app.inject({ url: '/api/admin/settings', headers: { cookie: koster.cookie } });
    const settings = { ...read.json().data.settings, title: 'PG Proefdorp', phone: '024 999 88 77', facebook: '' };
    const saved = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asSignedIn(koster, { 'if-match': read.headers.etag as string }), payload: settings });
    expect(saved.statusCode).toBe(200);

    const after = await page('/');
    expect(initialDataOf(after.body).settings).toMatchObject({ title: 'PG Proefdorp', phone: '024 999 88 77', facebook: '' });
    expect(siteNameOf(after.body)).toBe('PG Proefdorp');
    expect(jsonLdOf((await page(`/evenement/${event.id}`)).body).organizer?.name).toBe('PG Proefdorp');
  });
});
