import { Type, type Static } from '@sinclair/typebox';

/**
 * GET /api/setting: the site-wide settings (spec §3). Every key is always present; an unset value
 * is '' so the front end can test "only when present".
 */
export const settingsSchema = Type.Object({
  title: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  facebook: Type.String(),
  twitter: Type.String(),
  youtube: Type.String(),
  linkedin: Type.String(),
});
export type Settings = Static<typeof settingsSchema>;
export type SettingKey = keyof Settings;

/** The keys in their order, read off the schema. */
export const SETTING_KEYS = Object.keys(settingsSchema.properties) as SettingKey[];
