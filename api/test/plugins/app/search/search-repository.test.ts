import { toInfixQuery, toMatchQuery } from '../../../../src/plugins/app/search/search-repository';
import { searchRepositoryCases } from './search-repository-cases';

describe('toMatchQuery', () => {
  it('turns every term into a quoted prefix phrase', () => {
    expect(toMatchQuery('kerst  avondmaal')).toBe('"kerst"* "avondmaal"*');
  });

  it('neutralises FTS syntax: operators, column filters and quotes are searched as words', () => {
    expect(toMatchQuery('title:advent OR NEAR("a" b)')).toBe('"title:advent"* "OR"* "NEAR(""a"""* "b)"*');
  });

  it('answers null for text without letters or digits', () => {
    expect(toMatchQuery('')).toBeNull();
    expect(toMatchQuery(' – * "" ')).toBeNull();
  });
});

describe('toInfixQuery', () => {
  it('searches the parts of three or more characters anywhere, and shorter ones as word starts', () => {
    expect(toInfixQuery('doop')).toEqual({ infix: '"doop"', words: null });
    expect(toInfixQuery('de kerst, doop')).toEqual({ infix: '"kerst" "doop"', words: '"de"*' });
    expect(toInfixQuery('title:advent "x"')).toEqual({ infix: '"title" "advent"', words: '"x"*' });
  });

  it('answers null when no part is long enough for the trigram index', () => {
    expect(toInfixQuery('ds')).toBeNull();
    expect(toInfixQuery('')).toBeNull();
  });
});

searchRepositoryCases();
