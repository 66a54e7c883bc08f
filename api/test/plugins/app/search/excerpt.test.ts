import { excerptOf, findMatches } from '../../../../src/plugins/app/search/excerpt';

const marked = ({ excerpt, marks }: { excerpt: string; marks: { start: number; end: number }[] }) =>
  marks.reduceRight((text, m) => `${text.slice(0, m.start)}[${text.slice(m.start, m.end)}]${text.slice(m.end)}`, excerpt);

describe('findMatches', () => {
  it('finds parts of three or more characters anywhere, ignoring case and diacritics', () => {
    const text = 'Kerstnacht in het ontmoetingscafé; Israëlzondag';
    expect(findMatches(text, ['kerst', 'CAFE', 'israel']).map((m) => text.slice(m.start, m.end))).toEqual(['Kerst', 'café', 'Israël']);
  });

  it('finds a shorter part only at the start of a word', () => {
    const text = 'ds. Wim Kuipers en de eindstreep';
    expect(findMatches(text, ['ds']).map((m) => text.slice(m.start, m.end))).toEqual(['ds']);
    expect(findMatches(text, ['ds'])[0]).toEqual({ start: 0, end: 2 });
  });

  it('merges overlapping matches into one range', () => {
    expect(findMatches('kinderdoop', ['kinder', 'derdoop'])).toEqual([{ start: 0, end: 10 }]);
  });
});

describe('excerptOf', () => {
  it('shows a short text whole, with the matches marked', () => {
    expect(marked(excerptOf('In deze dienst wordt een kind gedoopt.', ['doop']))).toBe('In deze dienst wordt een kind ge[doop]t.');
  });

  it('starts at the sentence holding the first match and cuts a long text between words', () => {
    const body = `${'Eerst een lange inleiding over van alles en nog wat. '.repeat(3)}De kerstmarkt begint om elf uur. ${'Daarna volgt nog veel meer tekst over andere dingen. '.repeat(4)}`;
    const result = excerptOf(body, ['kerst']);
    expect(result.excerpt).toMatch(/^…De kerstmarkt begint om elf uur\. Daarna .*\S…$/);
    expect(result.excerpt.length).toBeLessThanOrEqual(182);
    expect(marked(result)).toContain('De [kerst]markt');
  });

  it('starts a few words before a match deep inside one long sentence', () => {
    const body = `${'woord '.repeat(40)}hier staat gedoopt en verder ${'tekst '.repeat(40)}`;
    const result = excerptOf(body, ['doop']);
    expect(result.excerpt).toMatch(/^…woord .* ge[a-z]+t en verder/);
    expect(marked(result)).toContain('hier staat ge[doop]t');
  });

  it('shows the start of the text, unmarked, when only the title matched', () => {
    expect(excerptOf('  Koffie\n\nen thee.  ', ['kuipers'])).toEqual({ excerpt: 'Koffie en thee.', marks: [] });
  });

  it("ends a cut after a full sentence with its full stop, not with '….'", () => {
    // The first sentence ends just before the excerpt's length; a long word follows it.
    const sentence = `De doop is op zondag ${'en '.repeat(50)}klaar.`;
    const { excerpt } = excerptOf(`${sentence} Overmorgenochtend is er koffie in de zaal.`, ['doop']);
    expect(excerpt).toBe(sentence);
    // Cut inside a sentence it still says that text follows.
    expect(excerptOf(`${sentence.slice(0, -1)} overmorgenochtend is er koffie.`, ['doop']).excerpt).toMatch(/ klaar…$/);
  });
});
