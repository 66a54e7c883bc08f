import { isPlainTextPartial, sanitizePartial, toPlainText, typedText } from '../../src/lib/sanitize';

describe('toPlainText / sanitizePartial', () => {
  it('removes tags, script bodies and stray angle brackets (the plain text derived from rich text)', () => {
    expect(toPlainText('<b>Dienst</b> om 10:00 <script>x</script> a < b > c')).toBe('Dienst om 10:00 a b c');
  });

  it('keeps a space between paragraphs, list items, cells and lines, none inside a word', () => {
    expect(toPlainText('<p>Er zijn oliebollen.</p><p>De <strong>dienst</strong> begint</p>')).toBe('Er zijn oliebollen. De dienst begint');
    expect(toPlainText('<h2>Kop</h2><ul><li>een</li><li>twee</li></ul><table><tr><td>1</td><td>2</td></tr></table>regel<br>drie')).toBe('Kop een twee 1 2 regel drie');
    expect(toPlainText('<p title="<p>">Maas<em>bommel</em> &lt;p&gt;</p>')).toBe('Maasbommel p');
  });

  it('treats title, *-title, empty, success and failure as plain text and everything else as HTML of the full preset', () => {
    expect(['title', 'news-title', 'empty', 'success', 'failure'].every(isPlainTextPartial)).toBe(true);
    expect(['intro', 'content', 'book-text', 'members', 'about'].some(isPlainTextPartial)).toBe(false);
    expect(sanitizePartial('intro', '<p>a &amp; b</p>')).toBe('<p>a &amp; b</p>');
    // The seed's texts are the site's own: an image from elsewhere is dropped, never a sentence in its place.
    expect(sanitizePartial('intro', '<p>a</p><img src="https://example.org/a.jpg" alt="Kerk" />')).toBe('<p>a</p>');
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
