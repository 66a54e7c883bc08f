/**
 * Pasting into the editor (issue: editor and fields): Word's lists become real lists, headings keep
 * their order within the preset, and an image from another website becomes a visible paragraph. The
 * Word fixtures are Word 2016's clipboard HTML as Chrome hands it over.
 */
import { FOREIGN_IMAGE_TEXT } from '@kerk/kit/editing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';

import { paste, renderEditor, stubLayout } from './testing/render-editor';

beforeAll(stubLayout);

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const PLACEHOLDER = `<p>${FOREIGN_IMAGE_TEXT}</p>`;

/** Pastes `html` into a fresh editor of `preset` and returns the HTML it would store (without the empty paragraph Tiptap keeps after a last heading or image, for typing on). */
function pasted(preset: 'minimal' | 'essential' | 'full', html: string): string {
  cleanup();
  const { onChange } = renderEditor(preset, '');
  paste(html);
  return (onChange.mock.lastCall?.[0] as string).replace(/<p><\/p>$/, '');
}

describe('pasting a list from Word', () => {
  it('makes bullets a real list, nested as in Word, without the bullet characters', () => {
    const html = pasted('essential', fixture('word-bullets.html'));
    expect(html).toContain(
      '<ul><li><p>Een stoel voor buiten</p></li><li><p>Iets voor de lunch, bijvoorbeeld:</p>' +
        '<ul><li><p>soep</p></li><li><p>broodjes met <strong>kaas</strong></p><ul><li><p>ook glutenvrij</p></li></ul></li></ul></li>' +
        '<li><p>Goed humeur</p></li></ul>',
    );
    expect(html).not.toMatch(/·|§|mso|<p>o<|Ignore/);
  });

  it('makes numbers an ordered list, lettered sub-items an ordered list inside, and a following bullet list a list of its own', () => {
    const html = pasted('essential', fixture('word-numbered.html'));
    expect(html).toContain(
      '<ol><li><p>Welkom en mededelingen</p></li><li><p>Zingen:</p><ol><li><p>Psalm 100</p></li><li><p>Lied 413</p></li></ol></li>' +
        '<li><p>Preek over <em>Lucas 15</em></p></li></ol><p>Na de dienst:</p><ul><li><p>Koffie in de consistorie</p></li></ul>',
    );
    expect(html).not.toMatch(/1\.|a\.|b\./);
  });

  it('keeps the words of a Word list in a minimal text, which has no lists', () => {
    const html = pasted('minimal', fixture('word-numbered.html'));
    expect(html).not.toMatch(/<ol|<ul|<li/);
    expect(html).toContain('<p>Psalm 100</p>');
  });
});

describe('pasting headings', () => {
  const headings = '<h1>Een</h1><h2>Twee</h2><h3>Drie</h3><h4>Vier</h4><h5>Vijf</h5><h6>Zes</h6>';

  it('keeps their order within the full preset (h2–h4)', () => {
    expect(pasted('full', headings)).toBe('<h2>Een</h2><h2>Twee</h2><h3>Drie</h3><h4>Vier</h4><h4>Vijf</h4><h4>Zes</h4>');
  });

  it('keeps their order within the essential preset (h2, h3)', () => {
    expect(pasted('essential', headings)).toBe('<h2>Een</h2><h2>Twee</h2><h3>Drie</h3><h3>Vier</h3><h3>Vijf</h3><h3>Zes</h3>');
  });

  it('makes a heading a paragraph in bold in a minimal text', () => {
    expect(pasted('minimal', '<h1>Kerkdienst</h1><p>Welkom</p>')).toBe('<p><strong>Kerkdienst</strong></p><p>Welkom</p>');
  });

  it('makes the Word title a heading of the preset', () => {
    expect(pasted('essential', fixture('word-bullets.html'))).toMatch(/^<h2>Gemeentedag in Druten<\/h2><p>Op zaterdag 12 september/);
  });
});

describe('pasting images from elsewhere', () => {
  const media = '/api/media/0123456789abcdef0123/640.webp';

  it('puts a visible placeholder in place of an image from another website, marked out in the editor', () => {
    expect(pasted('full', '<p>Kijk:</p><p><img src="https://www.example.org/foto.jpg" alt="Kerk"> mooi</p>')).toBe(`<p>Kijk:</p><p>mooi</p>${PLACEHOLDER}`);
    const marked = screen.getByRole('textbox', { name: 'Inleiding' }).querySelector('[data-foreign-image]');
    expect(marked).toHaveTextContent(FOREIGN_IMAGE_TEXT);
  });

  it("puts the placeholder in place of a picture Word pasted from the writer's own disk", () => {
    const html = pasted('full', fixture('word-bullets.html'));
    expect(html).toContain(`${PLACEHOLDER}<p>Tot dan!</p>`);
    expect(html).not.toContain('file:');
  });

  it("keeps a photo of this site's library, also when copied from one of its pages as a full address", () => {
    expect(pasted('full', `<img src="${media}" alt="De kerk">`)).toBe(`<img src="${media}" alt="De kerk">`);
    expect(pasted('full', `<img src="http://localhost${media}" alt="De kerk">`)).toBe(`<img src="${media}" alt="De kerk">`);
  });

  it('puts the placeholder in place of any image in a preset without images', () => {
    expect(pasted('essential', `<p>a</p><img src="${media}" alt="De kerk">`)).toBe(`<p>a</p>${PLACEHOLDER}`);
    expect(pasted('minimal', '<img src="https://www.example.org/foto.jpg">')).toBe(PLACEHOLDER);
  });
});
