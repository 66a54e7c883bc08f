import { compose, email, equal, httpsUrl, maxLength, minLength, parsePageParam, parseRouteId, phone, regex, required, validateAll, zipcode } from './index';

describe('validation rules', () => {
  it.each([
    ['required, empty', required('Naam'), '', 'Naam is verplicht'],
    ['required, spaces', required('Naam'), '   ', 'Naam is verplicht'],
    ['required, filled', required('Naam'), 'Jan', undefined],
    ['email without @', email('E-mail'), 'jan.example.nl', 'E-mail is niet juist'],
    ['email with @', email('E-mail'), 'jan@example.nl', undefined],
    ['email empty', email('E-mail'), '', undefined],
    ['min too short', minLength('Bericht', 10), 'kort', 'Bericht moet minimaal 10 tekens bevatten'],
    ['min ok', minLength('Bericht', 4), 'lang', undefined],
    ['max too long', maxLength('Naam', 3), 'Jansen', 'Naam mag maximaal 3 tekens bevatten'],
    ['max ok', maxLength('Naam', 6), 'Jansen', undefined],
    ['equal differs', equal('a', 'Komt niet overeen'), 'b', 'Komt niet overeen'],
    ['equal same', equal(() => 'a', 'Komt niet overeen'), 'a', undefined],
    ['regex fails', regex(/^\d+$/, 'Alleen cijfers'), '12a', 'Alleen cijfers'],
    ['regex passes', regex(/^\d+$/, 'Alleen cijfers'), '12', undefined],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each([
    ['NL', '', undefined],
    ['NL', '6641 AB', undefined],
    ['NL', '6641 ab', undefined],
    ['NL', '0641 AB', 'De postcode bevat onjuiste tekens'],
    ['NL', '6641AB', 'De postcode bevat onjuiste tekens'],
    ['NL', '6641 A1', 'De postcode bevat onjuiste tekens'],
    ['BE', '1000', undefined],
    ['BE', '0999', 'De postcode bevat onjuiste tekens'],
    ['BE', '1000 AB', 'De postcode bevat onjuiste tekens'],
    ['DE', '6641 AB', undefined],
    ['DE', '12345', 'De postcode bevat onjuiste tekens'],
  ])('zipcode %s %p', (country, value, expected) => {
    expect(zipcode(country)(value)).toBe(expected);
  });

  it('compose answers the first message; validateAll only the failing fields', () => {
    const name = compose(required('Naam'), maxLength('Naam', 5));
    expect(name('')).toBe('Naam is verplicht');
    expect(name('Johannes')).toBe('Naam mag maximaal 5 tekens bevatten');
    expect(validateAll({ name: 'Jan', email: 'x' }, { name, email: email('E-mail') })).toEqual({ email: 'E-mail is niet juist' });
  });
});

describe('validation rules: edge cases of spec §5 (contact form)', () => {
  it.each([
    ['email: text@text is enough (loose pattern)', email('E-mail'), 'a@b', undefined],
    ['email: nothing before the at-sign', email('E-mail'), '@example.nl', 'E-mail is niet juist'],
    ['email: nothing after the at-sign', email('E-mail'), 'jan@', 'E-mail is niet juist'],
    ['email: two at-signs', email('E-mail'), 'jan@@example.nl', 'E-mail is niet juist'],
    ['email: a space inside', email('E-mail'), 'jan de boer@example.nl', 'E-mail is niet juist'],
    ['email: surrounding spaces are ignored', email('E-mail'), '  jan@example.nl ', undefined],
    ['required: undefined', required('Onderwerp'), undefined, 'Onderwerp is verplicht'],
    ['required: null', required('Onderwerp'), null, 'Onderwerp is verplicht'],
    ['required: a number counts as filled', required('Onderwerp'), 0, undefined],
    ['min: exactly the bound', minLength('Bericht', 10), '1234567890', undefined],
    ['min: one short', minLength('Bericht', 10), '123456789', 'Bericht moet minimaal 10 tekens bevatten'],
    ['min: spaces do not count', minLength('Bericht', 10), '  12345678  ', 'Bericht moet minimaal 10 tekens bevatten'],
    ['min: empty is left to required', minLength('Bericht', 10), '', undefined],
    ['max: exactly the bound', maxLength('Naam', 100), 'n'.repeat(100), undefined],
    ['max: one over', maxLength('Naam', 100), 'n'.repeat(101), 'Naam mag maximaal 100 tekens bevatten'],
    ['equal: compares with another field through a getter', equal(() => 'geheim', 'Wachtwoorden zijn niet gelijk'), 'geheim!', 'Wachtwoorden zijn niet gelijk'],
    ['regex: empty is left to required', regex(/^\d+$/, 'Alleen cijfers'), '', undefined],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each([
    ['NL', '1000 AA', undefined],
    ['NL', '9999 ZZ', undefined],
    ['nl', '6641 AB', undefined],
    ['NL', '6641  AB', 'De postcode bevat onjuiste tekens'],
    ['NL', ' 6641 AB', 'De postcode bevat onjuiste tekens'],
    ['NL', '664 AB', 'De postcode bevat onjuiste tekens'],
    ['NL', '66411 AB', 'De postcode bevat onjuiste tekens'],
    ['NL', '6641 ABC', 'De postcode bevat onjuiste tekens'],
    ['NL', '1000', 'De postcode bevat onjuiste tekens'],
    ['be', '9000', undefined],
    ['BE', '9999', undefined],
    ['BE', '10000', 'De postcode bevat onjuiste tekens'],
    ['BE', '999', 'De postcode bevat onjuiste tekens'],
    ['BE', 'B-1000', 'De postcode bevat onjuiste tekens'],
    ['FR', '75001', 'De postcode bevat onjuiste tekens'],
    ['', '6641 AB', undefined],
  ])('zipcode %s %p', (country, value, expected) => {
    expect(zipcode(country)(value)).toBe(expected);
  });

  it('zipcode checks as NL without a country, and accepts an absent value', () => {
    expect(zipcode()('6641 AB')).toBeUndefined();
    expect(zipcode()('1000')).toBe('De postcode bevat onjuiste tekens');
    expect(zipcode('BE')(undefined)).toBeUndefined();
  });
});

describe('route ids and page numbers in the URL', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2_147_483_647],
    ['0', null],
    ['12a', null],
    ['1e3', null],
    ['99999999999', null],
    ['2147483648', null],
    [undefined, null],
  ])('reads the id %s as %s', (raw, id) => {
    expect(parseRouteId(raw)).toBe(id);
  });

  it.each([
    ['3', 3],
    [null, 1],
    ['0', 1],
    ['drie', 1],
    ['-2', 1],
    ['1234567', 1],
  ])('reads the page %s as %s', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });
});

describe('phone and https address rules (site settings)', () => {
  it.each([
    ['', undefined],
    ['024 123 12 34', undefined],
    ['06-12345678', undefined],
    ['+31 (0)24 123 12 34', undefined],
    ['0900 1234', undefined],
    ['112', 'Telefoon is niet juist'],
    ['024 123 12 34 ext 5', 'Telefoon is niet juist'],
    ['bel ons', 'Telefoon is niet juist'],
    ['+31 24 123 12 34 567 89', 'Telefoon is niet juist'],
    ['++31 24 1231234', 'Telefoon is niet juist'],
  ])('phone %p', (value, expected) => {
    expect(phone('Telefoon')(value)).toBe(expected);
  });

  const mustBeHttps = 'Facebook moet een volledig webadres zijn dat begint met https://';
  it.each([
    ['', undefined],
    ['https://www.facebook.com/pgmaasenwaal', undefined],
    ['HTTPS://facebook.com/x?y=1', undefined],
    ['http://www.facebook.com/pgmaasenwaal', mustBeHttps],
    ['www.facebook.com/pgmaasenwaal', mustBeHttps],
    ['javascript:alert(1)', mustBeHttps],
    ['https://localhost/x', mustBeHttps],
    ['https://face book.com', mustBeHttps],
    ['https://', mustBeHttps],
  ])('https address %p', (value, expected) => {
    expect(httpsUrl('Facebook')(value)).toBe(expected);
  });
});
