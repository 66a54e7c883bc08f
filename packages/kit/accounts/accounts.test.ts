import { ACCOUNT_LIMITS, accounts, AUDIT_ACTIONS, checkPasswordRules, ROLES } from '.';

describe('the accounts contract', () => {
  it('says how long to wait in whole minutes, singular for one', () => {
    expect(accounts.messages.locked(1)).toBe('Te veel mislukte pogingen om aan te melden. Probeer het over 1 minuut opnieuw.');
    expect(accounts.messages.locked(15)).toBe('Te veel mislukte pogingen om aan te melden. Probeer het over 15 minuten opnieuw.');
  });

  it('checks the password rules the browser can check, in Dutch', () => {
    expect(checkPasswordRules('a'.repeat(ACCOUNT_LIMITS.passwordMin - 1))).toBe('Wachtwoord moet minimaal 12 tekens bevatten');
    expect(checkPasswordRules('abcabcabcabc')).toBe('Dit wachtwoord is te eenvoudig: gebruik meer verschillende tekens.');
    expect(checkPasswordRules('Zonnebloem-Avondmaal-7', 'zonnebloem-avondmaal-7')).toBe('Kies een wachtwoord dat niet uw e-mailadres is.');
    expect(checkPasswordRules('Zonnebloem-Avondmaal-7', 'anna@example.org')).toBeUndefined();
  });

  it('labels every role and every audit action', () => {
    expect(Object.keys(accounts.labels.roles)).toEqual([...ROLES]);
    expect(Object.keys(accounts.labels.actions)).toEqual([...AUDIT_ACTIONS]);
  });
});
