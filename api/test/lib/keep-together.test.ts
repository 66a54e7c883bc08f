import { keepTogether } from '../../src/lib/keep-together';

const N = '\u00a0';

describe('keepTogether', () => {
  it('glues an amount to its euro sign', () => {
    expect(keepTogether('een tekort van € 17.700, dat is')).toBe(`een tekort van €${N}17.700, dat is`);
    expect(keepTogether('saldo € −2.900')).toBe(`saldo €${N}−2.900`);
  });

  it('keeps a Dutch phone number written in groups together', () => {
    expect(keepTogether('bel 024 123 12 34 of 0487 12 34 56.')).toBe(`bel 024${N}123${N}12${N}34 of 0487${N}12${N}34${N}56.`);
    expect(keepTogether('mobiel 06 1234 5678')).toBe(`mobiel 06${N}1234${N}5678`);
  });

  it('keeps a date with the month written out together', () => {
    expect(keepTogether('per 1 september 2025 en')).toBe(`per 1${N}september${N}2025 en`);
  });

  it('leaves other numbers and text alone', () => {
    const text = 'Wij hielden 214 kerkdiensten, 2.100 bezoeken in 2024; 11 kinderen en 6 mensen.';
    expect(keepTogether(text)).toBe(text);
  });
});
