import { compose, email, equal, maxLength, minLength, regex, required, validateAll, zipcode } from './index';

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
