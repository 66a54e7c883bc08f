import { isPlainTextPartial, sanitizePartial, toPlainText, typedText } from '../../src/lib/sanitize';

describe('toPlainText / sanitizePartial', () => {
  it('removes tags, script bodies and stray angle brackets (the plain text derived from rich text)', () => {
    expect(toPlainText('<b>Dienst</b> om 10:00 <script>x</script> a < b > c')).toBe('Dienst om 10:00 a b c');
  });

  it('treats title, *-title, empty, success and failure as plain text and everything else as HTML of the full preset', () => {
    expect(['title', 'news-title', 'empty', 'success', 'failure'].every(isPlainTextPartial)).toBe(true);
    expect(['intro', 'content', 'book-text', 'members', 'about'].some(isPlainTextPartial)).toBe(false);
    expect(sanitizePartial('intro', '<p>a &amp; b</p>')).toBe('<p>a &amp; b</p>');
    expect(sanitizePartial('intro', '<p>a</p><img src="https://example.org/a.jpg" alt="Kerk" />')).toBe(
      '<p>a</p><p>Deze afbeelding staat op een andere website. Upload de foto om hem te plaatsen.</p>',
    );
    expect(sanitizePartial('title', '<p>a &amp; b</p>')).toBe('a & b');
  });
});

describe('typedText: a plain field as the volunteer typed it', () => {
  it.each([
    ['Kerk & Co < 12 jaar', 'Kerk & Co < 12 jaar'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['Ds. A. de Vries &amp; ds. B. Jansen', 'Ds. A. de Vries &amp; ds. B. Jansen'],
    ['  Oogstdienst  ', 'Oogstdienst'],
    ['Regel een\r\nregel\ttwee\u0000\u0007\u009b', 'Regel een regel twee'],
  ])('stores %j as %j', (typed, stored) => {
    expect(typedText(typed)).toBe(stored);
  });
});
