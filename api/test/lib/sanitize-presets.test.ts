/**
 * The sanitizer per rich-text preset (issue 15): what each preset keeps is the kit's PRESET_HTML,
 * and no preset lets a script, an event handler or a foreign player through.
 */
import { FOREIGN_IMAGE_TEXT, MAX_LENGTH, PRESET_HTML, RICH_PRESETS, type RichPreset } from '@kerk/kit/editing';

import { foreignImageIn, sanitizeByKind, tooLongFor } from '../../src/lib/sanitize';

const SAMPLES: Record<string, string> = {
  p: '<p>alinea</p>',
  br: '<p>a<br />b</p>',
  strong: '<p><strong>vet</strong></p>',
  em: '<p><em>schuin</em></p>',
  a: '<p><a href="https://example.org" title="t">link</a></p>',
  h2: '<h2>Kop</h2>',
  h3: '<h3>Sub</h3>',
  h4: '<h4>Klein</h4>',
  ul: '<ul><li>a</li></ul>',
  ol: '<ol><li>b</li></ol>',
  blockquote: '<blockquote>citaat</blockquote>',
  hr: '<hr />',
  table: '<table><caption>c</caption><thead><tr><th scope="col" class="num">k</th></tr></thead><tbody><tr><td colspan="2">v</td></tr></tbody><tfoot><tr><td>t</td></tr></tfoot></table>',
  img: '<img src="/uploads/kerk.jpg" alt="Kerk" width="300" height="200" />',
  figure: '<figure><img src="/uploads/a.jpg" alt="A" /><figcaption>Onderschrift</figcaption></figure>',
  iframe: '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video" width="560" height="315" allowfullscreen loading="lazy"></iframe>',
};
/** The tag each sample is about; li/caption/… come with their parents. */
const ALL_TAGS = Object.keys(SAMPLES);

describe.each(RICH_PRESETS)('the %s preset', (preset: RichPreset) => {
  const allowed = new Set(PRESET_HTML[preset].tags);

  it.each(ALL_TAGS)('keeps <%s> exactly when the preset lists it', (tag) => {
    const out = sanitizeByKind(preset, SAMPLES[tag]!);
    if (allowed.has(tag)) expect(out).toBe(SAMPLES[tag]);
    else expect(out).not.toContain(`<${tag}`);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', /onerror|alert/],
    ['<a href="javascript:alert(1)">klik</a>', /javascript/],
    ['<a href="data:text/html,<script>alert(1)</script>">klik</a>', /data:|script/],
    ['<svg onload=alert(1)><circle /></svg>', /svg|onload/],
    ['<iframe src="https://evil.example/embed"></iframe>', /iframe|evil/],
    ['<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>', /iframe/],
    ['<script>alert(1)</script><p>tekst</p>', /script|alert/],
    ['<p onclick="alert(1)" style="color:red">tekst</p>', /onclick|style|alert/],
  ])('makes %s harmless', (payload, forbidden) => {
    expect(sanitizeByKind(preset, payload)).not.toMatch(forbidden);
  });

  it('keeps links to http, https, mailto, tel and relative addresses, and maps b, i and h1', () => {
    const links = ['https://a.nl', 'http://a.nl', 'mailto:info@a.nl', 'tel:+31241231234', '/contact'];
    for (const href of links) expect(sanitizeByKind(preset, `<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    for (const href of ['javascript:alert(1)', 'data:text/html,hi', '//evil.example']) expect(sanitizeByKind(preset, `<a href="${href}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeByKind(preset, '<b>b</b><i>i</i>')).toBe('<strong>b</strong><em>i</em>');
    expect(sanitizeByKind(preset, '<h1>T</h1>')).toBe(allowed.has('h2') ? '<h2>T</h2>' : '<p><strong>T</strong></p>');
  });

  it('never stores an image from another website, nor a sentence in its place: the save was refused before (foreignImageIn)', () => {
    expect(sanitizeByKind(preset, '<p>Voor</p><img src="https://evil.example/x.png" alt="x"><p>Na</p>')).toBe('<p>Voor</p><p>Na</p>');
    expect(sanitizeByKind(preset, '<p>Zie <em>de foto <img src="http://example.org/a.jpg"></em> hier.</p>')).toBe('<p>Zie <em>de foto </em> hier.</p>');
    // Word puts a pasted picture on the disk of the writer's computer.
    expect(sanitizeByKind(preset, '<p><img width="300" src="file:///C:/Users/Jan/AppData/Local/Temp/msohtmlclip1/01/clip_image002.jpg"></p>')).toBe('<p></p>');
    expect(sanitizeByKind(preset, '<img src="data:image/png;base64,AAA" style="x" class="y" />')).toBe('');
    expect(sanitizeByKind(preset, '<img data-foreign-image="" alt="Kerk">')).toBe('');
  });

  it('refuses a text holding an image from another website, the editor\'s placeholder or its sentence, in Dutch', () => {
    const refusal = 'Er staat nog een afbeelding van een andere website in de tekst: upload de foto of haal hem weg';
    for (const html of [
      '<p>Voor</p><img src="https://evil.example/x.png" alt="x">',
      '<p>Zie <em><IMAGE src="http://example.org/a.jpg"></em></p>',
      '<p><img src="file:///C:/Users/Jan/clip_image002.jpg"></p>',
      '<img data-foreign-image="" alt="Kerk">',
      '<img src="/api/media/../../etc/passwd">',
      `<p>a</p><p>${FOREIGN_IMAGE_TEXT}</p>`,
    ]) {
      expect(foreignImageIn(preset, html)).toBe(refusal);
    }
    expect(foreignImageIn(preset, '<p>Een tekst zonder foto</p>')).toBeNull();
    expect(foreignImageIn('text', '<img src="https://evil.example/x.png">')).toBeNull();
  });

  it("keeps the editor's placeholder in a draft, without an address to fetch", () => {
    expect(sanitizeByKind(preset, '<p>Voor</p><img src="https://evil.example/x.png" alt="Kerk" onerror="x()"><p>Na</p>', { draft: true })).toBe('<p>Voor</p><img data-foreign-image="" alt="Kerk" /><p>Na</p>');
    expect(sanitizeByKind(preset, '<img data-foreign-image="" src="javascript:x()">', { draft: true })).toBe('<img data-foreign-image="" />');
  });
});

describe('headings in the order of the preset\'s levels', () => {
  const all = '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>';
  it('full (h2–h4): h1 becomes h2, h5 and h6 the lowest, h4', () => {
    expect(sanitizeByKind('full', all)).toBe('<h2>1</h2><h2>2</h2><h3>3</h3><h4>4</h4><h4>5</h4><h4>6</h4>');
  });
  it('essential (h2, h3): h4 to h6 become h3', () => {
    expect(sanitizeByKind('essential', all)).toBe('<h2>1</h2><h2>2</h2><h3>3</h3><h3>4</h3><h3>5</h3><h3>6</h3>');
  });
  it('minimal (no headings): a paragraph in bold, its link kept', () => {
    expect(sanitizeByKind('minimal', '<h2 class="x">Kop met <a href="/agenda">link</a></h2><p>Welkom</p>')).toBe('<p><strong>Kop met <a href="/agenda">link</a></strong></p><p>Welkom</p>');
  });
});

describe('sanitizeByKind', () => {
  it('a minimal partial refuses a table and a heading: the tags go, the words stay', () => {
    expect(sanitizeByKind('minimal', '<h2>Kop</h2><table><tr><td>Collecte</td></tr></table><p>Welkom</p>')).toBe('<p><strong>Kop</strong></p>Collecte<p>Welkom</p>');
  });

  it('only the full preset embeds a video, from the privacy-mode players over https only', () => {
    const vimeo = '<iframe src="https://player.vimeo.com/video/1?dnt=1"></iframe>';
    expect(sanitizeByKind('full', vimeo)).toBe(vimeo);
    expect(sanitizeByKind('essential', vimeo)).toBe('');
    expect(sanitizeByKind('full', '<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe('');
    expect(sanitizeByKind('full', '<iframe src="//player.vimeo.com/video/1"></iframe>')).toBe('');
  });

  it('keeps amounts and phone numbers together as today', () => {
    expect(sanitizeByKind('minimal', '<p>Bel 024 123 12 34</p>')).toBe('<p>Bel 024\u00a0123\u00a012\u00a034</p>');
  });

  it('stores a text partial as typed (every output escapes it)', () => {
    expect(sanitizeByKind('text', ' Kerk & Co < 12 jaar\n')).toBe('Kerk & Co < 12 jaar');
  });

  it('keeps the num class on table cells (right-aligned, unbroken numbers) and drops other classes', () => {
    expect(sanitizeByKind('full', '<table><tr><th class="num">Rekening 2024</th><td class="num">294.400</td><td class="num evil">1</td><td class="x">a</td></tr></table>')).toBe(
      '<table><tr><th class="num">Rekening 2024</th><td class="num">294.400</td><td class="num">1</td><td>a</td></tr></table>',
    );
    expect(sanitizeByKind('full', '<p class="num">1</p>')).toBe('<p>1</p>');
  });

  it('keeps the structure of a pasted Word document and drops the rest', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><title>Document1</title>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
<style>p.MsoNormal { mso-style-parent:""; margin:0cm; }</style></head>
<body lang="NL" style="tab-interval:35.4pt">
<!--StartFragment--><h1 class="MsoTitle" style="mso-outline-level:1">Oogstdienst</h1>
<p class="MsoNormal" style="margin-bottom:0cm"><span style="font-size:12.0pt;font-family:Calibri">Op zondag vieren we de <b style="mso-bidi-font-weight:normal">oogst</b> met <i>iedereen</i>.<o:p></o:p></span></p>
<ul style="margin-top:0cm" type="disc"><li class="MsoNormal" style="mso-list:l0 level1 lfo1"><span lang="NL">Fruit</span><o:p></o:p></li><li class="MsoNormal">Groente</li></ul>
<h2 style="mso-margin-top-alt:auto"><span style="mso-fareast-font-family:Times">Meedoen</span></h2>
<![if !supportLists]><span style="mso-list:Ignore">·</span><![endif]>
<!--EndFragment--></body></html>`;
    const out = sanitizeByKind('essential', word);
    expect(out).toContain('<h2>Oogstdienst</h2>');
    expect(out).toContain('<p>Op zondag vieren we de <strong>oogst</strong> met <em>iedereen</em>.</p>');
    expect(out).toContain('<ul><li>Fruit</li><li>Groente</li></ul>');
    expect(out).toContain('<h2>Meedoen</h2>');
    expect(out).not.toMatch(/mso|Mso|class=|style=|<span|<o:p|WordDocument|Normal|Document1|if gte|supportLists|StartFragment/);
  });
});

describe('tooLongFor', () => {
  it('says in Dutch how long a partial may be and how long it is', () => {
    expect(tooLongFor('minimal', 'x'.repeat(MAX_LENGTH.minimal))).toBeNull();
    expect(tooLongFor('minimal', 'x'.repeat(MAX_LENGTH.minimal + 1))).toBe(
      'Deze tekst is te lang: er passen 2.000 tekens in, het zijn er nu 2.001. Maak hem korter of verdeel hem over meer pagina\'s.',
    );
    expect(tooLongFor('text', 'x'.repeat(201))).toMatch(/er passen 200 tekens in, het zijn er nu 201/);
  });
});

describe('images in the full preset (issue 16)', () => {
  const media = '/api/media/0123456789abcdef0123/640.webp';
  it('keeps a media-library photo with its srcset and sizes', () => {
    const html = `<img src="${media}" alt="Kerk" srcset="/api/media/0123456789abcdef0123/320.webp 320w, ${media} 640w" sizes="(max-width: 640px) 100vw, 640px" />`;
    expect(sanitizeByKind('full', html)).toBe(html);
  });
  it('drops an image from anywhere else, and srcset candidates that are not media-library photos', () => {
    expect(sanitizeByKind('full', '<p>a</p><img src="https://evil.example/x.jpg" alt="x" />')).toBe('<p>a</p>');
    expect(sanitizeByKind('full', '<img src="/api/media/../../etc/passwd" alt="x" />')).toBe('');
    expect(foreignImageIn('full', `<p>a</p><img src="${media}" alt="x" />`)).toBeNull();
    expect(sanitizeByKind('full', `<img src="${media}" alt="x" />`, { draft: true })).toBe(`<img src="${media}" alt="x" />`);
    expect(sanitizeByKind('full', `<img src="${media}" srcset="https://evil.example/x.jpg 640w, javascript:alert(1) 2w" sizes="100vw" alt="x" />`)).toBe(`<img src="${media}" alt="x" />`);
  });
});
