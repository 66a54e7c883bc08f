import { createChurchesRepository, LOCATION_SLUGS } from '../../../../src/plugins/app/churches/churches-repository';
import { useApp } from '../../../helper';

describe('churches repository', () => {
  const app = useApp();

  async function emptyRepository() {
    await app().ready();
    await app().db.deleteFrom('churches').execute();
    return createChurchesRepository(app().db);
  }

  it('seeds one church for each of the seven locations, in the spec order', async () => {
    await app().ready();
    const { items, total } = await app().churchesRepository.list({ page: 1, pageSize: 50 });
    expect(total).toBe(7);
    expect(items.map((c) => c.slug)).toEqual([...LOCATION_SLUGS]);
    for (const church of items) {
      expect(church.address).toMatch(/\d/);
      expect(church.zipcode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
      expect(church.accessibility.length).toBeGreaterThan(40);
      expect(church.image).toMatch(/\.svg$/);
      expect(church.imageAlt).toMatch(/^Tekening van/);
    }
    expect(items[0]?.name).toBe('Dorpskerk Beuningen');
  });

  it('orders by location, whatever the insertion order', async () => {
    const repo = await emptyRepository();
    await repo.create({ slug: 'leur', name: 'Kapel', address: 'Dijk 1', zipcode: '6615 AK', city: 'Leur' });
    await repo.create({ slug: 'druten', name: 'De Ark', address: 'Hogestraat 5', zipcode: '6651 BJ', city: 'Druten' });
    const { items } = await repo.list({ page: 1, pageSize: 10 });
    expect(items.map((c) => c.slug)).toEqual(['druten', 'leur']);
  });

  it('refuses a slug that is no location and a second church for the same location', async () => {
    const repo = await emptyRepository();
    const base = { name: 'Kerk', address: 'Straat 1', zipcode: '1234 AB', city: 'Ergens' };
    expect(await repo.create({ ...base, slug: 'nijmegen' as never })).toBeNull();
    expect(await repo.create({ ...base, slug: 'wijchen' })).toEqual(expect.any(Number));
    expect(await repo.create({ ...base, slug: 'wijchen' })).toBeNull();
    expect(await repo.count()).toBe(1);
  });

  it('stores texts without markup and drops an image name that could leave its folder', async () => {
    const repo = await emptyRepository();
    const id = await repo.create({
      slug: 'horssen',
      name: '<b>Dorpskerk</b> Horssen',
      address: 'Kerkweg 4<script>x()</script>',
      zipcode: '6657 BD',
      city: 'Horssen',
      accessibility: '<img src=x onerror=boom()>Hellingbaan',
      image: '../../secret.svg',
      imageAlt: 'niet nodig',
    });
    const church = await repo.findById(id!);
    expect(church).toMatchObject({ name: 'Dorpskerk Horssen', address: 'Kerkweg 4', accessibility: 'Hellingbaan', image: '', imageAlt: '', latitude: null });
  });

  it('answers null for an unknown id and pages through the list', async () => {
    await app().ready();
    expect(await app().churchesRepository.findById(999)).toBeNull();
    const second = await app().churchesRepository.list({ page: 2, pageSize: 3 });
    expect(second.items.map((c) => c.slug)).toEqual(['batenburg', 'horssen', 'bergharen']);
    expect(second.total).toBe(7);
  });
});
