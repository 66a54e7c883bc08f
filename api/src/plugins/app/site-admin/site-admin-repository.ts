/**
 * The settings and the contact routing as the editing app edits them (issue 15): read with their
 * version, saved only over the version the editor started from, every save audited in the same
 * transaction. The public side reads the same rows (settings-repository, the outbox), so a save
 * shows on the site and in the routing of mail at once.
 */
import { SETTING_KEYS } from '@kerk/kit/api-schemas';
import type { AdminSettings, ContactRouting, Settings } from '@kerk/kit/api-types';
import { siteAdmin } from '@kerk/kit/site-admin';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { typedText } from '../../../lib/sanitize';
import { createAuditRepository } from '../accounts/audit-repository';
import { versionOf } from './versions';

export interface Editor {
  actor: { id: number; email: string };
  ip: string;
}

/** A save's outcome: saved, refused for a stale version (with what is there now), or a field refused. */
export type SaveResult<T> = { status: 'saved' | 'conflict'; current: T } | { status: 'invalid'; fields: Record<string, string> };

declare module 'fastify' {
  interface FastifyInstance {
    siteAdminRepository: SiteAdminRepository;
  }
}

const { messages } = siteAdmin;

export function createSiteAdminRepository(db: Kysely<Database>) {
  const audit = createAuditRepository(db);

  async function getSettings(trx: Kysely<Database> = db): Promise<AdminSettings> {
    const row = await trx.selectFrom('settings').select([...SETTING_KEYS, 'updated_at', 'updated_by']).where('id', '=', 1).executeTakeFirst();
    const settings = Object.fromEntries(SETTING_KEYS.map((key) => [key, row?.[key] ?? ''])) as Settings;
    const updatedAt = row?.updated_at ?? '';
    const updatedBy = row?.updated_by ?? '';
    return { settings, updatedAt, updatedBy, version: versionOf([settings, updatedAt, updatedBy]) };
  }

  async function getRouting(trx: Kysely<Database> = db): Promise<ContactRouting> {
    const rows = await trx
      .selectFrom('contact_types')
      .select(['key', 'label', 'recipient_email as recipient', 'recipient_updated_at as updatedAt', 'recipient_updated_by as updatedBy'])
      .orderBy('position')
      .execute();
    const settings = await trx.selectFrom('settings').select('email').where('id', '=', 1).executeTakeFirst();
    const last = rows.reduce((latest, row) => (row.updatedAt > latest.updatedAt ? row : latest), { updatedAt: '', updatedBy: '' });
    return {
      routes: rows.map(({ key, label, recipient }) => ({ key, label, recipient })),
      fallback: settings?.email ?? '',
      updatedAt: last.updatedAt,
      updatedBy: last.updatedBy,
      version: versionOf(rows),
    };
  }

  /** Saves every setting over `version`; the general e-mail may not go while a contact type relies on it. */
  async function saveSettings(values: Settings, version: string, editor: Editor, now = clockNow()): Promise<SaveResult<AdminSettings>> {
    return db.transaction().execute(async (trx) => {
      const current = await getSettings(trx);
      if (current.version !== version) return { status: 'conflict', current };
      const clean = Object.fromEntries(SETTING_KEYS.map((key) => [key, typedText(values[key])])) as Settings;
      if (!clean.email && (await getRouting(trx)).routes.some((route) => !route.recipient)) {
        return { status: 'invalid', fields: { email: messages.emailNeededForRouting } };
      }
      const changed = SETTING_KEYS.filter((key) => clean[key] !== current.settings[key]);
      if (changed.length === 0) return { status: 'saved', current };
      const stamp = { updated_at: now.toISOString(), updated_by: editor.actor.email };
      await trx
        .insertInto('settings')
        .values({ id: 1, ...clean, ...stamp })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...clean, ...stamp }))
        .execute();
      await audit.record({ ...editor, action: 'settings_changed', subject: changed.join(', ') }, now, trx);
      return { status: 'saved', current: await getSettings(trx) };
    });
  }

  /** Sets the recipients of the given types over `version` ('' = the general address, which must exist then). */
  async function saveRouting(routes: { key: string; recipient: string }[], version: string, editor: Editor, now = clockNow()): Promise<SaveResult<ContactRouting>> {
    return db.transaction().execute(async (trx) => {
      const current = await getRouting(trx);
      if (current.version !== version) return { status: 'conflict', current };
      const known = new Map(current.routes.map((route) => [route.key, route.recipient]));
      const fields: Record<string, string> = {};
      for (const { key, recipient } of routes) {
        if (!known.has(key)) fields[key] = messages.unknownType;
        else if (!recipient.trim() && !current.fallback) fields[key] = messages.recipientNeeded;
      }
      if (Object.keys(fields).length > 0) return { status: 'invalid', fields };
      const changed = routes.map(({ key, recipient }) => ({ key, recipient: recipient.trim() })).filter(({ key, recipient }) => known.get(key) !== recipient);
      for (const { key, recipient } of changed) {
        await trx
          .updateTable('contact_types')
          .set({ recipient_email: recipient, recipient_updated_at: now.toISOString(), recipient_updated_by: editor.actor.email })
          .where('key', '=', key)
          .execute();
      }
      if (changed.length === 0) return { status: 'saved', current };
      const subject = changed.map(({ key, recipient }) => `${key}: ${recipient || 'algemeen adres'}`).join('; ');
      await audit.record({ ...editor, action: 'contact_routing_changed', subject }, now, trx);
      return { status: 'saved', current: await getRouting(trx) };
    });
  }

  return { getSettings, saveSettings, getRouting, saveRouting };
}

export type SiteAdminRepository = ReturnType<typeof createSiteAdminRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('siteAdminRepository', createSiteAdminRepository(fastify.db));
  },
  { name: 'site-admin-repository', dependencies: ['db'] },
);
