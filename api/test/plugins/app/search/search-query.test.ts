import { likeAnywhere, toInfixPatterns, toTsQuery } from '../../../../src/plugins/app/search/search-query';

describe('toTsQuery (PostgreSQL)', () => {
  it('turns every term into a prefix lexeme, all required', () => {
    expect(toTsQuery('kerst  avondmaal')).toBe("'kerst':* & 'avondmaal':*");
  });

  it('keeps a term with punctuation together as a phrase, as FTS5 reads "title:advent"*', () => {
    expect(toTsQuery('title:advent')).toBe("'title' <-> 'advent':*");
    expect(toTsQuery('title:advent OR NEAR("a" b)')).toBe("'title' <-> 'advent':* & 'OR':* & 'NEAR' <-> 'a':* & 'b':*");
  });

  it('keeps every lexeme to the title with weight A', () => {
    expect(toTsQuery('de title:advent', { title: true })).toBe("'de':*A & 'title':A <-> 'advent':*A");
  });

  it('leaves tsquery syntax nothing to act on: only letters and digits reach a quoted lexeme', () => {
    expect(toTsQuery("koor' | !x:* & (y")).toBe("'koor':* & 'x':* & 'y':*");
  });

  it('answers null for text without letters or digits', () => {
    expect(toTsQuery('')).toBeNull();
    expect(toTsQuery(' – * "" ')).toBeNull();
  });
});

describe('likeAnywhere', () => {
  it('finds the text anywhere, with the LIKE wildcards and the escape character matched as themselves', () => {
    expect(likeAnywhere('doop')).toBe('%doop%');
    expect(likeAnywhere('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('toInfixPatterns (PostgreSQL)', () => {
  it('searches the parts of three or more characters anywhere, and shorter ones as word starts', () => {
    expect(toInfixPatterns('doop')).toEqual({ patterns: ['%doop%'], words: null });
    expect(toInfixPatterns('de kerst, doop')).toEqual({ patterns: ['%kerst%', '%doop%'], words: "'de':*" });
    expect(toInfixPatterns('title:advent "x"')).toEqual({ patterns: ['%title%', '%advent%'], words: "'x':*" });
  });

  it('answers null when no part is long enough for the trigram index', () => {
    expect(toInfixPatterns('ds')).toBeNull();
    expect(toInfixPatterns('')).toBeNull();
  });
});
