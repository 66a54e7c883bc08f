import { isPlainTextPartial, sanitizePartial, sanitizeRichText, toPlainText } from '../../src/lib/sanitize';

describe('sanitizeRichText', () => {
  it('keeps normal rich text', () => {
    const html =
      '<h2>Kop</h2><h3>Sub</h3><h4>Klein</h4><p><strong>vet</strong> <em>schuin</em><br />regel</p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>citaat</blockquote><table><caption>c</caption><thead><tr><th scope="col">k</th></tr></thead><tbody><tr><td colspan="2">v</td></tr></tbody></table>' +
      '<img src="https://example.org/a.jpg" alt="Kerk" width="300" height="200" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['https://example.org', true],
    ['http://example.org', true],
    ['mailto:info@example.org', true],
    ['tel:+31241231234', true],
    ['/contact', true],
    ['../privacy', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//evil.example', false],
  ])('link to %s is kept: %s', (href, kept) => {
    const out = sanitizeRichText(`<a href="${href}">x</a>`);
    expect(out.includes('href=')).toBe(kept);
  });

  it('keeps the num class on table cells (right-aligned, unbroken numbers) and drops other classes', () => {
    expect(sanitizeRichText('<table><tr><th class="num">Rekening 2024</th><td class="num">294.400</td><td class="num evil">1</td><td class="x">a</td></tr></table>')).toBe(
      '<table><tr><th class="num">Rekening 2024</th><td class="num">294.400</td><td class="num">1</td><td>a</td></tr></table>',
    );
    expect(sanitizeRichText('<p class="num">1</p>')).toBe('<p>1</p>');
  });

  it('keeps phone numbers on one line with non-breaking spaces, in links and in running text', () => {
    expect(sanitizeRichText('<p>Bel <a href="tel:+31241231234">024 123 12 34</a> of 06 12 34 56 78.</p>')).toBe(
      '<p>Bel <a href="tel:+31241231234">024\u00a0123\u00a012\u00a034</a> of 06\u00a012\u00a034\u00a056\u00a078.</p>',
    );
  });

  it('drops images from data: URLs and unknown attributes', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,AAA" style="x" class="y" />')).toBe('<img />');
  });

  it('maps <b>, <i> and <h1> to the allowed equivalents and drops <div>, <span>, <style>', () => {
    expect(sanitizeRichText('<div><h1>T</h1><b>b</b><i>i</i><span>s</span><style>p{}</style></div>')).toBe('<h2>T</h2><strong>b</strong><em>i</em>s');
  });
});

describe('toPlainText / sanitizePartial', () => {
  it('removes tags, script bodies and stray angle brackets', () => {
    expect(toPlainText('<b>Dienst</b> om 10:00 <script>x</script> a < b > c')).toBe('Dienst om 10:00 a b c');
  });

  it('keeps a space between paragraphs, list items, cells and lines, none inside a word', () => {
    expect(toPlainText('<p>Er zijn oliebollen.</p><p>De <strong>dienst</strong> begint</p>')).toBe('Er zijn oliebollen. De dienst begint');
    expect(toPlainText('<h2>Kop</h2><ul><li>een</li><li>twee</li></ul><table><tr><td>1</td><td>2</td></tr></table>regel<br>drie')).toBe('Kop een twee 1 2 regel drie');
    expect(toPlainText('<p title="<p>">Maas<em>bommel</em> &lt;p&gt;</p>')).toBe('Maasbommel p');
  });

  it('treats title, *-title, empty, success and failure as plain text and everything else as HTML', () => {
    expect(['title', 'news-title', 'empty', 'success', 'failure'].every(isPlainTextPartial)).toBe(true);
    expect(['intro', 'content', 'book-text', 'members', 'about'].some(isPlainTextPartial)).toBe(false);
    expect(sanitizePartial('intro', '<p>a &amp; b</p>')).toBe('<p>a &amp; b</p>');
    expect(sanitizePartial('title', '<p>a &amp; b</p>')).toBe('a & b');
  });
});
