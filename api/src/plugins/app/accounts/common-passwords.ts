/**
 * The common passwords the sign-up check refuses: zxcvbn-ts's list (@zxcvbn-ts/language-common,
 * MIT, about 49 000 passwords from public breach lists, 'welkom' and 'wachtwoord' among them),
 * lower case. Unpacked (some 20 ms) the first time a password is checked, not at start-up.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | undefined;

export const commonPasswords = {
  has(lowerCasePassword: string): boolean {
    list ??= new Set(dictionary['passwords-common']);
    return list.has(lowerCasePassword);
  },
};
