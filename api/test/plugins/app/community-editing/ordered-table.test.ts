import { orderedTable, storedDrawing } from '../../../../src/plugins/app/community-editing/ordered-table';
import { useApp } from '../../../helper';

describe('orderedTable', () => {
  const app = useApp();

  it('pages any ordered table by position then id, with the total of all rows', async () => {
    await app().ready();
    await app().db.updateTable('pastors').set({ position: 0 }).execute();
    const team = orderedTable(app().db, 'pastors', (row) => ({ id: row.id, name: row.name }));
    const all = await team.list({ page: 1, pageSize: 50 });
    expect(all.items.map((p) => p.id)).toEqual([...all.items.map((p) => p.id)].sort((a, b) => a - b));
    const second = await team.list({ page: 2, pageSize: 3 });
    expect(second).toEqual({ items: all.items.slice(3, 6), total: all.total });
    expect(await team.list({ page: 99, pageSize: 3 })).toEqual({ items: [], total: all.total });
    expect(await team.count()).toBe(all.total);
  });

  it('finds one row by id through the same mapping, and null for an unknown id', async () => {
    await app().ready();
    const churches = orderedTable(app().db, 'churches', (row) => `${row.slug}: ${row.name}`);
    const [first] = (await app().churchesRepository.list({ page: 1, pageSize: 1 })).items;
    expect(await churches.findById(first!.id)).toBe(`${first!.slug}: ${first!.name}`);
    expect(await churches.findById(987_654)).toBeNull();
  });
});

describe('storedDrawing', () => {
  it.each([
    ['kapel-leur.svg', '<b>Tekening</b> van de kapel', { file: 'kapel-leur.svg', alt: 'Tekening van de kapel' }],
    ['../../package.json', 'Tekening', { file: '', alt: '' }],
    ['foto.png', 'Foto', { file: '', alt: '' }],
    [undefined, 'Alleen tekst', { file: '', alt: '' }],
    ['orgel.svg', undefined, { file: 'orgel.svg', alt: '' }],
  ])('%s with alt %s → %o', (file, alt, expected) => {
    expect(storedDrawing(file, alt)).toEqual(expected);
  });
});
