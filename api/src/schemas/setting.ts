import { commonErrors, envelope } from './common';

export const SETTING_KEYS = ['title', 'address', 'zipcode', 'city', 'phone', 'email', 'facebook', 'twitter', 'youtube', 'linkedin'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Every key is always present; an unset value is '' so the front end can test "only when present". */
export const settingsSchema = {
  type: 'object',
  required: [...SETTING_KEYS],
  properties: Object.fromEntries(SETTING_KEYS.map((key) => [key, { type: 'string' }])),
} as const;

export const getSettingSchema = {
  tags: ['setting'],
  summary: 'De instellingen van de website',
  response: { 200: envelope(settingsSchema, 'De instellingen'), ...commonErrors },
} as const;
