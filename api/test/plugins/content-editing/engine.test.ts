/**
 * The engine (issue 42) on a type declared here, with its table made here: everything the editing
 * app and a visitor get comes from the declaration alone. The list's declared order, a save over a
 * version read (409 with the stored item), the rules' Dutch messages, a photo that must be in the
 * library, the Prullenbak with the same id back, the revisions, and the public fields only.
 */
import { type ContentType, defineContentType } from '@kerk/kit/content-types';
import { communityMessages } from '@kerk/kit/editing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { holdClockAt } from '../../../src/lib/clock';
import { createTypeEditing } from '../../../src/plugins/app/content-editing/engine';
import { signedInAs } from '../../admin-helper';
import { build } from '../../helper';

const noteType = defineContentType({
  kind: 'note',
  resource: 'notes',
  section: 'notities',
  titleField: 'title',
  names: { one: 'notitie', many: 'notities', article: 'de', newTitle: 'Nieuwe notitie', editTitle: 'Notitie wijzigen' },
  list: { columns: ['title', 'active'], order: ['-active', 'position', 'title'] },
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, max: 40, public: true },
    body: { kind: 'longText', label: 'Tekst', max: 200, public: 'detail' },
    secret: { kind: 'text', label: 'Voor de redactie', max: 100 },
    mediaId: { kind: 'photo', label: 'Foto', column: 'media_id' },
    active: { kind: 'boolean', label: 'Actief', public: true },
    position: { kind: 'integer', label: 'Volgorde', min: 0, max: 999, invalidMessage: 'Vul een volgorde in van 0 tot en met 999.' },
  },
});

describe('the engine, on a type declared in the test', () => {
  let app: FastifyInstance;
  let editing: ReturnType<typeof createTypeEditing>;
  const editor = { actor: { id: 1, email: 'koster@example.org' }, ip: '127.0.0.1' };

  beforeEach(async () => {
    holdClockAt('2026-12-02T10:00:00Z');
    app = build();
    await app.ready();
    await signedInAs(app, 'beheerder', 'koster@example.org');
    await sql`CREATE TABLE notes (id integer PRIMARY KEY AUTOINCREMENT, title text NOT NULL DEFAULT '', body text NOT NULL DEFAULT '', secret text NOT NULL DEFAULT '',
      media_id integer, active integer NOT NULL DEFAULT 0, position integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
      updated_at text NOT NULL DEFAULT '', updated_by text NOT NULL DEFAULT '')`.execute(app.db);
    editing = createTypeEditing(app.db, noteType);
  });
  afterEach(() => app.close());

  const add = async (fields: Record<string, unknown>) => {
    const saved = await editing.create({ title: 'Notitie', active: true, position: 0, ...fields }, editor);
    if (saved.status !== 'ok') throw new Error(JSON.stringify(saved));
    return saved.current;
  };

  it('lists in the declared order: active first, then by position and title, the id last', async () => {
    await add({ title: 'Archief', active: false, position: 0 });
    await add({ title: 'Tweede', position: 2 });
    await add({ title: 'Beta', position: 1 });
    await add({ title: 'Alfa', position: 1 });
    expect((await editing.list()).map((item) => item.title)).toEqual(['Alfa', 'Beta', 'Tweede', 'Archief']);
  });

  it('checks the declared rules and the photo, with a Dutch message per field', async () => {
    const refused = await editing.create({ title: '', position: 1000, mediaId: 999, active: true }, editor);
    expect(refused).toEqual({
      status: 'invalid',
      fields: { title: 'Titel is verplicht', position: 'Vul een volgorde in van 0 tot en met 999.', mediaId: communityMessages.photoGone },
    });
    expect(await editing.list()).toEqual([]);
  });

  it('saves over the version read; an older version gets the stored item (409), nothing written', async () => {
    const first = await add({ title: 'Koffie', secret: 'intern' });
    expect(first).toMatchObject({ title: 'Koffie', secret: 'intern', picture: null, version: 1, updatedBy: 'koster@example.org' });
    const saved = await editing.update(first.id, { title: 'Koffie na de dienst' }, 1, editor);
    expect(saved).toMatchObject({ status: 'ok', current: { title: 'Koffie na de dienst', secret: 'intern', version: 2 } });
    const stale = await editing.update(first.id, { title: 'Thee' }, 1, editor);
    expect(stale).toMatchObject({ status: 'conflict', current: { title: 'Koffie na de dienst', version: 2 } });
    expect(await editing.update(first.id + 100, { title: 'Thee' }, 1, editor)).toEqual({ status: 'not_found' });
    expect((await editing.revisions(first.id)).length).toBe(2);
  });

  it('puts an item in the Prullenbak and back with its own id', async () => {
    const note = await add({ title: 'Weg ermee' });
    const trashId = await editing.remove(note.id, editor);
    expect(await editing.list()).toEqual([]);
    expect(await editing.trash()).toMatchObject([{ id: trashId, title: 'Weg ermee' }]);
    expect(await editing.restore(trashId!, editor)).toMatchObject({ id: note.id, title: 'Weg ermee' });
    expect(await editing.titleOf(note.id)).toBe('Weg ermee');
  });

  it('shows a visitor the public fields only, the detail ones in the one item', async () => {
    const note = await add({ title: 'Open', body: 'Lang verhaal', secret: 'intern', position: 3 });
    expect(await editing.publicList()).toEqual([{ id: note.id, title: 'Open', active: true, picture: null }]);
    expect(await editing.publicItem(note.id)).toEqual({ id: note.id, title: 'Open', body: 'Lang verhaal', active: true, picture: null });
    expect(await editing.publicItem(note.id + 1)).toBeNull();
  });

  it('refuses a declaration whose photo is not mediaId, or whose order names no column', () => {
    const photo: ContentType = { ...noteType, titleField: undefined, list: undefined, fields: { picture: { kind: 'photo', label: 'Foto' } } };
    expect(() => createTypeEditing(app.db, photo)).toThrow(/mediaId/);
    const order: ContentType = { ...noteType, list: { columns: [], order: ['missing'] } };
    expect(() => createTypeEditing(app.db, order)).toThrow(/volgorde/);
  });
});

