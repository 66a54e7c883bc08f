/**
 * Site settings. twitter and linkedin are deliberately empty: the footer shows a social link only
 * when it is present, and the seed should make that rule visible.
 */
import type { Settings } from '../src/plugins/app/settings/settings-repository';
import { COMMUNITY } from './types';

export const settings: Settings = {
  title: COMMUNITY,
  address: 'Kerkstraat 12',
  zipcode: '6641 AB',
  city: 'Beuningen',
  phone: '024 123 12 34',
  email: 'info@pgmaasenwaal.nl',
  facebook: 'https://www.facebook.com/pgmaasenwaal',
  twitter: '',
  youtube: 'https://www.youtube.com/@pgmaasenwaal',
  linkedin: '',
};
