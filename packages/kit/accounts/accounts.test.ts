import { ACCOUNT_LIMITS, accounts, AUDIT_ACTIONS, checkPasswordRules, FORGOT_PASSWORD_NAME, ROLES } from '.';

describe('the accounts contract', () => {
  it('says how long to wait in whole minutes, singular for one, and where to ask for a new password', () => {
    const forgot = 'of vraag een nieuw wachtwoord aan met "Wachtwoord vergeten".';
    expect(accounts.messages.locked(1)).toBe(`Te veel mislukte pogingen om aan te melden. Probeer het over 1 minuut opnieuw, ${forgot}`);
    expect(accounts.messages.locked(14)).toBe(`Te veel mislukte pogingen om aan te melden. Probeer het over 14 minuten opnieuw, ${forgot}`);
    expect(accounts.messages.locked(14)).toContain(`"${FORGOT_PASSWORD_NAME}"`);
  });

  it('invites with who, which role and what it may do, the link and how long, and where to sign in', () => {
    const body = accounts.mails.invite.body({
      invitedBy: 'scriba@example.org',
      email: 'koster@example.org',
      role: 'redacteur',
      signInUrl: 'https://kerk.example.nl/beheer',
      link: 'https://kerk.example.nl/beheer/wachtwoord?token=abc',
      hours: 24,
    });
    expect(body).toContain('scriba@example.org heeft u uitgenodigd om mee te werken aan de website van de kerk, als redacteur.');
    expect(body).toContain(accounts.labels.roleDescriptions.redacteur);
    expect(body).toContain('https://kerk.example.nl/beheer/wachtwoord?token=abc\n\nDe link werkt 24 uur en maar één keer.');
    expect(body).toContain('https://kerk.example.nl/beheer\nmet uw e-mailadres (koster@example.org)');
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
    expect(Object.keys(accounts.labels.roleDescriptions)).toEqual([...ROLES]);
  });
});
