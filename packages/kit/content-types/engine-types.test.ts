/**
 * What the engine needs of a declaration it runs (issue 42), for every type not marked `custom`: a
 * title field (the Prullenbak, the audit log, the drafts waiting), a list whose columns and order
 * name stored fields, and a photo only as `mediaId`. A type that breaks one fails here, not in the
 * editing app.
 */
import { columnOf, CONTENT_TYPES, ENGINE_TYPES, type FieldDef } from '.';

describe('the engine types', () => {
  it('are every type not marked custom, in menu order', () => {
    expect(ENGINE_TYPES.map((type) => type.kind)).toEqual(Object.values(CONTENT_TYPES).filter((type) => !type.custom).map((type) => type.kind));
    expect(ENGINE_TYPES.length).toBeGreaterThan(0);
  });

  it.each(ENGINE_TYPES.map((type) => [type.kind, type] as const))('%s: a title field, a list of stored fields, a photo as mediaId', (_kind, type) => {
    const fields: Record<string, FieldDef> = type.fields;
    expect(type.titleField && fields[type.titleField]).toBeTruthy();
    expect(type.list).toBeDefined();
    for (const name of [...type.list!.columns, ...type.list!.order.map((entry) => entry.replace(/^-/, ''))]) {
      expect([name, fields[name] ? columnOf(name, fields[name]) : null]).toEqual([name, expect.any(String)]);
    }
    for (const [name, field] of Object.entries(fields)) if (field.kind === 'photo') expect([name, columnOf(name, field)]).toEqual(['mediaId', 'media_id']);
    expect(type.intro).toEqual(expect.any(String));
  });

  it('are distinct in kind, resource and section from every other type', () => {
    for (const key of ['kind', 'resource', 'section'] as const) {
      const values = Object.values(CONTENT_TYPES).map((type) => type[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
