/**
 * A library photo's focal point (issue 31): where every crop of it keeps the important part in view
 * (a 16:9 card, a square portrait, the link preview), in whole percentages of the upright photo
 * from the left (`focus_x`) and the top (`focus_y`). Photos stored before it get the centre, as the
 * cards cropped them until now; a new upload gets the spot sharp's attention strategy finds.
 * `preview_file` names the link preview cut around it: `preview.jpg` as uploaded, or
 * `preview-<x>-<y>.jpg` once an editor chose a point (a new name, as the files are cached forever).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['focus_x', 'focus_y']) {
      await db.schema
        .alterTable('media')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(50).check(sql`${sql.ref(column)} BETWEEN 0 AND 100`))
        .execute();
    }
    await db.schema.alterTable('media').addColumn('preview_file', 'text', (c) => c.notNull().defaultTo('preview.jpg')).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['preview_file', 'focus_y', 'focus_x']) await db.schema.alterTable('media').dropColumn(column).execute();
  },
};
