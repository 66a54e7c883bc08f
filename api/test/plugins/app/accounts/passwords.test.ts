/**
 * Hashing and the password rules: argon2id with OWASP's parameters, a salt per hash, a check that
 * never throws, and the rules in Dutch (12 characters, enough different ones, not the e-mail
 * address, not a common password or one with digits around it).
 */
import { checkPassword, hashPassword, verifyNothing, verifyPassword } from '../../../../src/plugins/app/accounts/passwords';

describe('password hashing', () => {
  it('hashes with argon2id, m=19 MiB, t=2, p=1, a new salt every time', async () => {
    const [a, b] = await Promise.all([hashPassword('Zonnebloem-Avondmaal-7'), hashPassword('Zonnebloem-Avondmaal-7')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses others, never throwing on a broken hash', async () => {
    const hash = await hashPassword('Zonnebloem-Avondmaal-7');
    expect(await verifyPassword(hash, 'Zonnebloem-Avondmaal-7')).toBe(true);
    expect(await verifyPassword(hash, 'zonnebloem-avondmaal-7')).toBe(false);
    expect(await verifyPassword('geen hash', 'Zonnebloem-Avondmaal-7')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=1,t=1,p=1$AAAA$BBBB', 'x')).toBe(false);
    expect(await verifyNothing('Zonnebloem-Avondmaal-7')).toBe(false);
  });
});

describe('password rules', () => {
  it.each([
    ['elf tekens!', 'Wachtwoord moet minimaal 12 tekens bevatten'],
    ['x'.repeat(257), 'Wachtwoord mag maximaal 256 tekens bevatten'],
    ['aaaaaaaaaaaaaaaa', 'Dit wachtwoord is te eenvoudig: gebruik meer verschillende tekens.'],
    ['121212121212', 'Dit wachtwoord is te eenvoudig: gebruik meer verschillende tekens.'],
    ['anna.devries@example.org', 'Kies een wachtwoord dat niet uw e-mailadres is.'],
    ['Anna.DeVries', 'Kies een wachtwoord dat niet uw e-mailadres is.'],
    ['qwertyuiop123', 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.'],
    ['Wachtwoord12', 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.'],
    ['welkom2026!!', 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.'],
    ['123456password', 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.'],
  ])('refuses %j: %s', (password, message) => {
    expect(checkPassword(password, 'anna.devries@example.org')).toBe(message);
  });

  it.each(['Zonnebloem-Avondmaal-7', 'kerkklok boven de dijk', 'Ünïcödé wachten 7', '12 tekens é!'])('accepts %j', (password) => {
    expect(checkPassword(password, 'anna.devries@example.org')).toBeUndefined();
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(checkPassword('🙏⛪🙏⛪🙏⛪🙏⛪🙏⛪🙏')).toBe('Wachtwoord moet minimaal 12 tekens bevatten');
  });
});
