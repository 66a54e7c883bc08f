import { useApp } from '../../helper';

describe('GET /api/contact-types', () => {
  const app = useApp();

  it('answers the nine contact types of spec §3 in spec order with their Dutch labels', async () => {
    const res = await app().inject({ url: '/api/contact-types' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { key: 'kerkenraad', label: 'Kerkenraad' },
      { key: 'voorzitter', label: 'Voorzitter van de kerkenraad' },
      { key: 'kerkrentmeesters', label: 'College van kerkrentmeesters' },
      { key: 'diakenen', label: 'College van diakenen' },
      { key: 'huwelijk', label: 'Huwelijk' },
      { key: 'overlijden', label: 'Overlijden' },
      { key: 'algemeen', label: 'Algemeen' },
      { key: 'ledenadministratie', label: 'Ledenadministratie' },
      { key: 'zaalhuur', label: 'Zaalhuur Beuningen, Druten of Wijchen' },
    ]);
  });

  it('never exposes the recipients', async () => {
    const res = await app().inject({ url: '/api/contact-types' });
    expect(res.body).not.toMatch(/@/);
  });

  it('stores an example recipient on the reserved .example domain for every type', async () => {
    await app().ready();
    const rows = await app().db.selectFrom('contact_types').select(['key', 'recipient_email']).execute();
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row.recipient_email).toMatch(/^[a-z]+@pgmaasenwaal\.example$/);
  });
});
