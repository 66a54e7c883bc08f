/**
 * Pasting into the editor (issue: editor and fields): Word's lists become real lists without the
 * markers they show already, headings keep their order within the preset, and an image from another
 * website becomes the editor's placeholder (issue 41), never a sentence in the text. The Word
 * fixtures are Word 2016's clipboard HTML as Chrome hands it over; word-list-markers.html the
 * shapes in which the markers stayed in the items.
 */
import { FOREIGN_IMAGE_TEXT } from '@kerk/kit/editing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';

import { paste, renderEditor, stubLayout } from './testing/render-editor';

beforeAll(stubLayout);

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
/** The placeholder as it is stored in a draft: no address, no sentence (foreign-image-node.ts). */
const PLACEHOLDER = '<img data-foreign-image="">';

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

  it.each([
    ['·', 'Een stoel voor buiten'],
    ['o', 'soep'],
    ['§', 'ook glutenvrij'],
    ['1.', 'Welkom'],
    ['2.', 'Zingen:'],
    ['a)', 'Psalm 100'],
    ['b)', 'Lied 413'],
  ])('removes the marker "%s" and the spaces after it when Word does not mark it as one', (_marker, text) => {
    const html = pasted('essential', fixture('word-list-markers.html'));
    expect(html).toContain(`<li><p>${text}</p>`);
  });

  it('nests those lists as in Word, and removes a marker a real list item starts with, of its own kind only', () => {
    const html = pasted('essential', fixture('word-list-markers.html'));
    expect(html).toBe(
      '<ul><li><p>Een stoel voor buiten</p><ul><li><p>soep</p><ul><li><p>ook glutenvrij</p></li></ul></li></ul></li></ul>' +
        '<p>Orde van dienst:</p><ol><li><p>Welkom</p></li><li><p>Zingen:</p><ol><li><p>Psalm 100</p></li><li><p>Lied 413</p></li></ol></li></ol>' +
        '<ul><li><p>Koffie in de consistorie</p></li><li><p>1.&nbsp;&nbsp;Jaarverslag</p></li></ul><ol><li><p>Kerkenraad</p></li></ol>',
    );
    expect(html.replace('1.&nbsp;&nbsp;Jaarverslag', '')).not.toMatch(/·|§|&nbsp;|<p>o\s|\d\.|a\)|b\)/);
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

  it('puts the placeholder in place of an image from another website: the sentence and "Upload de foto" in the editor, not in the text', () => {
    expect(pasted('full', '<p>Kijk:</p><p><img src="https://www.example.org/foto.jpg" alt="Kerk"> mooi</p>')).toBe('<p>Kijk:</p><p>mooi</p><img data-foreign-image="" alt="Kerk">');
    const shown = screen.getByRole('textbox', { name: 'Inleiding' }).querySelector('[data-foreign-image]')!;
    expect(shown).toHaveTextContent(FOREIGN_IMAGE_TEXT);
    expect(within(shown as HTMLElement).getByRole('button', { name: 'Upload de foto' })).toBeVisible();
    expect(shown.querySelector('img')).toBeNull();
  });

  it('puts the placeholder in place of each image of a web page, which keeps its words', () => {
    const html = pasted('full', fixture('web-page.html'));
    expect(html).toBe(
      '<h2>Open kerk op Monumentendag</h2><p>De Dorpskerk is zaterdag open van 10 tot 16 uur.</p><img data-foreign-image="" alt="De Dorpskerk">' +
        '<img data-foreign-image=""><p>Er is koffie en <strong>orgelmuziek</strong>.</p>',
    );
    expect(html).not.toContain(FOREIGN_IMAGE_TEXT);
    expect(html).not.toMatch(/example|src=/);
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
    expect(pasted('essential', `<p>a</p><img src="${media}" alt="De kerk">`)).toBe('<p>a</p><img data-foreign-image="" alt="De kerk">');
    // No photo in this preset: only "Weghalen".
    expect(screen.queryByRole('button', { name: 'Upload de foto' })).toBeNull();
    expect(pasted('minimal', '<img src="https://www.example.org/foto.jpg">')).toBe(PLACEHOLDER);
  });
});
