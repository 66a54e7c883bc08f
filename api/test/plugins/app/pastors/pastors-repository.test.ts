import { createPastorsRepository } from '../../../../src/plugins/app/pastors/pastors-repository';
import { useApp } from '../../../helper';

describe('pastors repository', () => {
  const app = useApp();

  async function emptyRepository() {
    await app().ready();
    await app().db.deleteFrom('pastors').execute();
    return createPastorsRepository(app().db);
  }

  it('seeds a team of at least four, each with a role, villages, contact details, a portrait and a biography', async () => {
    await app().ready();
    const { items } = await app().pastorsRepository.list({ page: 1, pageSize: 50 });
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const pastor of items) {
      expect(pastor.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pastor.role).not.toBe('');
      expect(pastor.areas.length).toBeGreaterThan(0);
      expect(pastor.email).toMatch(/@pgmaasenwaal\.nl$/);
      expect(pastor.phone).toMatch(/^0\d/);
      expect(pastor.photo).toMatch(/\.svg$/);
      expect(pastor.photoAlt).toContain(pastor.name);
      expect(pastor.biography).toMatch(/^<p>/);
    }
  });

  it('derives the slug from the name, without diacritics or punctuation', async () => {
    const repo = await emptyRepository();
    const id = await repo.create({ name: 'ds. Anne-Marie Hélder', role: 'Predikant', areas: ['druten'] });
    expect((await repo.findById(id))?.slug).toBe('ds-anne-marie-helder');
  });

  it('sanitizes the biography and keeps only location slugs as areas', async () => {
    const repo = await emptyRepository();
    const id = await repo.create({
      name: 'Test <em>Persoon</em>',
      role: 'Kerkelijk werker',
      areas: ['leur', 'amsterdam', 'leur', 'druten'],
      biography: '<p onclick="x()">Hallo</p><script>steal()</script><a href="javascript:alert(1)">link</a>',
      photo: 'foto.png',
    });
    const pastor = await repo.findById(id);
    expect(pastor).toMatchObject({ name: 'Test Persoon', areas: ['leur', 'druten'], biography: '<p>Hallo</p><a>link</a>', photo: '', photoAlt: '' });
  });

  it('keeps the insertion order as display order and answers null for an unknown id', async () => {
    const repo = await emptyRepository();
    await repo.create({ name: 'Eerste', role: 'Predikant', areas: [] });
    await repo.create({ name: 'Tweede', role: 'Predikant', areas: [] });
    expect((await repo.list({ page: 1, pageSize: 10 })).items.map((p) => p.name)).toEqual(['Eerste', 'Tweede']);
    expect(await repo.findById(12345)).toBeNull();
  });
});
