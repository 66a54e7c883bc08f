import { keepPhonesTogether } from './phone';

const NBSP = '\u00a0';

describe('keepPhonesTogether', () => {
  it.each([
    ['024 123 12 34', `024${NBSP}123${NBSP}12${NBSP}34`],
    ['06 12 34 56 78', `06${NBSP}12${NBSP}34${NBSP}56${NBSP}78`],
    ['0487 12 40 18', `0487${NBSP}12${NBSP}40${NBSP}18`],
    ['+31 24 123 12 34', `+31${NBSP}24${NBSP}123${NBSP}12${NBSP}34`],
  ])('keeps %s on one line', (phone, expected) => {
    expect(keepPhonesTogether(phone)).toBe(expected);
  });

  it('changes only the numbers in a sentence, not the spaces around them or other numbers', () => {
    expect(keepPhonesTogether('Bel 024 123 90 87 (ma t/m do) of kom om 10 00 uur in 2024 langs.')).toBe(
      `Bel 024${NBSP}123${NBSP}90${NBSP}87 (ma t/m do) of kom om 10 00 uur in 2024 langs.`,
    );
  });
});
