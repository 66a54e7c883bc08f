/**
 * The congregation's giving settings (issue 34), in the settings row (migration 0031): the default
 * account of a purpose without its own, and the hosts a purpose's payment link may point to.
 */
import type { GivingSettings, GivingSettingsBody } from '@kerk/kit/api-types';
import { iban as checkIban, normalIban } from '@kerk/kit/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { typedText } from '../../../lib/sanitize';

export const givingSettingsMessages = {
  invalid: 'De instellingen voor geven zijn niet opgeslagen. Bekijk de meldingen bij de velden.',
  holderRequired: 'Vul de naam van de rekeninghouder in, zoals de bank die kent.',
  holderTooLong: 'De naam van de rekeninghouder mag hoogstens 70 tekens hebben.',
  bic: 'Deze BIC klopt niet. Een BIC heeft 8 of 11 letters en cijfers, bijvoorbeeld RABONL2U.',
  host: (host: string) => `"${host}" is geen websitenaam. Vul alleen de naam in, bijvoorbeeld tikkie.me.`,
} as const;

const HOST = /^(?=.{1,200}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** `https://www.Tikkie.me/pay` → `www.tikkie.me`; a bare host stays itself. */
const hostOf = (value: string) => {
  const text = value.trim().toLowerCase();
  if (URL.canParse(text) && /^https?:\/\//.test(text)) return new URL(text).hostname;
  return text.replace(/\/.*$/, '');
};

export function createGivingSettings(db: Kysely<Database>) {
  async function get(): Promise<GivingSettings> {
    const row = await db.selectFrom('settings').select(['giving_iban', 'giving_holder', 'giving_bic', 'giving_link_hosts']).where('id', '=', 1).executeTakeFirst();
    return {
      iban: row?.giving_iban ?? '',
      holder: row?.giving_holder ?? '',
      bic: row?.giving_bic ?? '',
      linkHosts: (row?.giving_link_hosts ?? '').split('\n').filter(Boolean),
    };
  }

  /** Checks and saves; the per-field Dutch messages when something is not right. */
  async function save(body: GivingSettingsBody): Promise<{ status: 'ok'; settings: GivingSettings } | { status: 'invalid'; fields: Record<string, string> }> {
    const fields: Record<string, string> = {};
    const ibanError = checkIban(body.iban);
    if (ibanError) fields.iban = ibanError;
    const holder = typedText(body.holder).trim();
    if (body.iban.trim() && !holder) fields.holder = givingSettingsMessages.holderRequired;
    else if ([...holder].length > 70) fields.holder = givingSettingsMessages.holderTooLong;
    const bic = body.bic.replace(/\s/g, '').toUpperCase();
    if (bic && !BIC.test(bic)) fields.bic = givingSettingsMessages.bic;
    const hosts = [...new Set(body.linkHosts.map(hostOf).filter(Boolean))];
    const badHost = hosts.find((host) => !HOST.test(host));
    if (badHost) fields.linkHosts = givingSettingsMessages.host(badHost);
    if (Object.keys(fields).length > 0) return { status: 'invalid', fields };
    const values = { giving_iban: normalIban(body.iban), giving_holder: holder, giving_bic: bic, giving_link_hosts: hosts.join('\n') };
    await db.insertInto('settings').values({ id: 1, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
    return { status: 'ok', settings: await get() };
  }

  return { get, save };
}

export type GivingSettingsStore = ReturnType<typeof createGivingSettings>;
