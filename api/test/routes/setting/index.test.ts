import { useApp } from '../../helper';

describe('GET /api/setting', () => {
  const app = useApp();

  it('answers every setting key as a string, with unset socials as empty strings', async () => {
    const res = await app().inject({ url: '/api/setting' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(
      ['address', 'city', 'email', 'facebook', 'linkedin', 'phone', 'title', 'twitter', 'youtube', 'zipcode'],
    );
    expect(data).toMatchObject({ title: 'Protestantse Gemeente Maas en Waal', city: 'Beuningen', twitter: '', linkedin: '' });
    expect(data.zipcode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
    expect(data.email).toMatch(/^\S+@\S+$/);
    expect(data.facebook).toMatch(/^https:\/\//);
    expect(data.youtube).toMatch(/^https:\/\//);
    expect(res.headers.etag).toBeDefined();
  });

  it('answers empty strings (not an error) when no settings row exists', async () => {
    await app().ready();
    await app().db.deleteFrom('settings').execute();
    const res = await app().inject({ url: '/api/setting' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: '', phone: '', youtube: '' });
  });
});
