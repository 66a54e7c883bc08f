import { createHealthRepository } from '../../../../src/plugins/app/health/health-repository';
import { openDatabase } from '../../../../src/plugins/external/db';

describe('health repository', () => {
  it('answers true while the database answers, false (not a throw) once it is gone', async () => {
    const db = openDatabase(':memory:');
    const repository = createHealthRepository(db);
    expect(await repository.isDatabaseUp()).toBe(true);
    await db.destroy();
    expect(await repository.isDatabaseUp()).toBe(false);
  });
});
