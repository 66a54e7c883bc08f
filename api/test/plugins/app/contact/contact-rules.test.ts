import { checkContact, contactHash, multiLine, normalizeContact, singleLine } from '../../../../src/plugins/app/contact/contact-rules';

const TYPES = ['kerkenraad', 'zaalhuur'];
const valid = { name: 'Jan de Boer', email: 'jan@example.org', subject: 'Vraag', message: 'Een vraag over de collecte.', contactType: 'zaalhuur' };

describe('contact rules on the server (kit validators, kit labels and bounds)', () => {
  it('passes a complete message', () => {
    expect(checkContact(valid, TYPES)).toEqual({});
  });

  it.each([
    ['name', '', 'Naam is verplicht'],
    ['name', 'x'.repeat(101), 'Naam mag maximaal 100 tekens bevatten'],
    ['email', '', 'E-mail is verplicht'],
    ['email', 'jan-at-example.org', 'E-mail is niet juist'],
    ['email', 'jan@example.org;eve@example.org', 'E-mail is niet juist'],
    ['email', `${'j'.repeat(250)}@x.nl`, 'E-mail mag maximaal 254 tekens bevatten'],
    ['subject', '', 'Onderwerp is verplicht'],
    ['subject', 'x'.repeat(151), 'Onderwerp mag maximaal 150 tekens bevatten'],
    ['message', '', 'Bericht is verplicht'],
    ['message', '123456789', 'Bericht moet minimaal 10 tekens bevatten'],
    ['message', 'x'.repeat(5001), 'Bericht mag maximaal 5000 tekens bevatten'],
    ['contactType', '', 'Soort contact is verplicht'],
    ['contactType', 'diakenen', 'Soort contact is niet juist'],
  ])("%s %p → '%s'", (field, value, message) => {
    expect(checkContact({ ...valid, [field]: value }, TYPES)).toEqual({ [field]: message });
  });

  it('makes header values one line: CR, LF, tabs, U+2028 and NUL become single spaces', () => {
    expect(singleLine('Vraag\r\nBcc: a@b.nl')).toBe('Vraag Bcc: a@b.nl');
    expect(singleLine(' a\t\u2028b\u0000c ')).toBe('a b c');
    expect(singleLine(undefined)).toBe('');
  });

  it('keeps the paragraphs of a message but drops other control characters', () => {
    expect(multiLine('Regel 1\r\nRegel 2\rRegel 3\u0007\n\tingesprongen')).toBe('Regel 1\nRegel 2\nRegel 3\n\tingesprongen');
  });

  it('normalises every field and ignores the rest', () => {
    expect(normalizeContact({ ...valid, name: '  Jan\nde Boer ', extra: 'x' })).toEqual({ ...valid, name: 'Jan de Boer' });
  });

  it('fingerprints the content, so a changed message gets another hash', () => {
    expect(contactHash(valid)).toBe(contactHash({ ...valid }));
    expect(contactHash(valid)).not.toBe(contactHash({ ...valid, message: 'Een andere vraag over de collecte.' }));
  });
});
