import { mockFetch } from '@kerk/kit/testing';
import { act, screen, within } from '@testing-library/react';

import { editorOf, paste, renderEditor, stubLayout } from './testing/render-editor';

beforeAll(stubLayout);

/** Selects all text of the editable area, as a volunteer would with Ctrl+A. */
function selectAll() {
  const editor = editorOf();
  act(() => {
    editor.commands.selectAll();
  });
  return editor;
}

describe('the rich-text editor', () => {
  it('shows only bold, italic and link for the minimal preset: no heading buttons', () => {
    const { names } = renderEditor('minimal');
    expect(names).toEqual(['Vet', 'Cursief', 'Link']);
    expect(screen.queryByRole('button', { name: 'Kop' })).toBeNull();
  });

  it('shows headings, lists, quote and undo/redo for essential, without table or video', () => {
    const { names } = renderEditor('essential');
    expect(names).toEqual(['Vet', 'Cursief', 'Link', 'Kop', 'Subkop', 'Opsomming', 'Genummerde lijst', 'Citaat', 'Ongedaan maken', 'Opnieuw']);
  });

  it('shows table, image, video, horizontal rule and clear formatting for full', () => {
    const { names } = renderEditor('full');
    expect(names.slice(-5)).toEqual(['Tabel', 'Foto', 'Video', 'Lijn', 'Opmaak wissen']);
  });

  it('shows every tool as an icon with its label written out, which is also its tooltip: no bare "K2", "▦" or "⌫"', () => {
    const { toolbar } = renderEditor('full');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons).toHaveLength(15);
    for (const button of buttons) {
      const label = button.getAttribute('aria-label')!;
      expect(button).toHaveTextContent(label);
      expect(button).toHaveAttribute('title', label);
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(button.textContent).not.toMatch(/^(K\d|▦|⌫|[^\p{L}]+)$/u);
    }
  });

  it('labels the editable area with the partial name', () => {
    renderEditor('minimal');
    expect(screen.getByRole('textbox', { name: 'Inleiding' })).toHaveAttribute('contenteditable', 'true');
  });

  it('makes the selection bold with "Vet", shows it pressed and reports the HTML', async () => {
    const { user, onChange } = renderEditor('minimal');
    selectAll();
    const bold = screen.getByRole('button', { name: 'Vet' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Welkom in de kerk</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves between the toolbar buttons with the arrow keys, one tab stop', async () => {
    const { user, toolbar } = renderEditor('minimal');
    const [vet, cursief, link] = within(toolbar).getAllByRole('button');
    expect([vet, cursief, link].map((b) => b!.tabIndex)).toEqual([0, -1, -1]);
    act(() => vet!.focus());
    await user.keyboard('{ArrowRight}');
    expect(cursief).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(link).toHaveFocus();
  });

  it('adds a link through the Dutch link dialog and refuses a javascript: address', async () => {
    const { user, onChange } = renderEditor('minimal');
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    const field = within(dialog).getByLabelText('Adres van de link');
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Link toevoegen' }));
    expect(within(dialog).getByText(/Dit adres klopt niet/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '/kerkdiensten');
    await user.click(within(dialog).getByRole('button', { name: 'Link toevoegen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="/kerkdiensten">Welkom in de kerk</a></p>');
  });

  it('opens the link dialog with Ctrl+K, and Escape closes it without a change', async () => {
    const { user, onChange } = renderEditor('minimal');
    // (jsdom has no layout for a click into the text: focus it as the Tab key would.)
    act(() => screen.getByRole('textbox', { name: 'Inleiding' }).focus());
    await user.keyboard('{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    expect(within(dialog).getByLabelText('Adres van de link')).toHaveAccessibleDescription(/Een webadres/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inserts a photo chosen from the media library, its description prefilled, with its srcset', async () => {
    const hash = '0123456789abcdef0123';
    const photo = {
      id: 7, hash, originalName: 'kerk.jpg', width: 1024, height: 768, alt: 'De kerk in Druten', sizes: [320, 640, 1024], createdBy: 'a@b.nl', createdAt: '2026-11-25T09:00:00.000Z',
      src: `/api/media/${hash}/1024.webp`, srcset: `/api/media/${hash}/320.webp 320w, /api/media/${hash}/640.webp 640w, /api/media/${hash}/1024.webp 1024w`, srcsetAvif: '', preview: `/api/media/${hash}/preview.jpg`, usages: [],
    };
    mockFetch((url) => (url.pathname === '/api/admin/media' ? { body: { data: [photo], meta: { page: 1, pageSize: 24, total: 1 } } } : undefined));
    const { user, onChange } = renderEditor('full');
    await user.click(screen.getByRole('button', { name: 'Foto' }));
    const dialog = screen.getByRole('dialog', { name: 'Kies een foto uit de bibliotheek' });
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    expect(within(dialog).getByText('Kies eerst een foto.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'De kerk in Druten' }));
    expect(within(dialog).getByLabelText('Beschrijving voor wie de afbeelding niet kan zien')).toHaveValue('De kerk in Druten');
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain(`src="${photo.src}"`);
    expect(html).toContain('alt="De kerk in Druten"');
    expect(html).toContain(`srcset="${photo.srcset}"`);
    expect(html).toContain('sizes="(max-width: 48rem) 100vw, 48rem"');
  });

  it('shows an image from another website as a placeholder with "Upload de foto": the chosen photo takes its place', async () => {
    const hash = '0123456789abcdef0123';
    const photo = {
      id: 7, hash, originalName: 'kerk.jpg', width: 1024, height: 768, alt: 'De kerk in Druten', sizes: [1024], createdBy: 'a@b.nl', createdAt: '2026-11-25T09:00:00.000Z',
      src: `/api/media/${hash}/1024.webp`, srcset: `/api/media/${hash}/1024.webp 1024w`, srcsetAvif: '', preview: `/api/media/${hash}/preview.jpg`, usages: [],
    };
    mockFetch((url) => (url.pathname === '/api/admin/media' ? { body: { data: [photo], meta: { page: 1, pageSize: 24, total: 1 } } } : undefined));
    const { user, onChange } = renderEditor('full', '<p>Kijk:</p><img src="https://www.example.org/foto.jpg" alt="Kerk"><p>mooi</p>');
    const placeholder = screen.getByRole('textbox', { name: 'Inleiding' }).querySelector<HTMLElement>('[data-foreign-image]')!;
    expect(placeholder).toHaveTextContent('Deze afbeelding staat op een andere website. Upload de foto om hem te plaatsen.');
    expect(placeholder.querySelector('img')).toBeNull();

    await user.click(within(placeholder).getByRole('button', { name: 'Upload de foto' }));
    const dialog = screen.getByRole('dialog', { name: 'Kies een foto uit de bibliotheek' });
    await user.click(await within(dialog).findByRole('radio', { name: 'De kerk in Druten' }));
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toMatch(new RegExp(`^<p>Kijk:</p><img src="${photo.src}"[^>]*alt="De kerk in Druten"[^>]*><p>mooi</p>$`));
    expect(screen.getByRole('textbox', { name: 'Inleiding' }).querySelector('[data-foreign-image]')).toBeNull();
  });

  it('takes the placeholder away with "Weghalen", and offers no upload in a preset without photos', async () => {
    const { user, onChange } = renderEditor('essential', '<p>Kijk:</p><img src="https://www.example.org/foto.jpg"><p>mooi</p>');
    const placeholder = screen.getByRole('textbox', { name: 'Inleiding' }).querySelector<HTMLElement>('[data-foreign-image]')!;
    expect(within(placeholder).queryByRole('button', { name: 'Upload de foto' })).toBeNull();
    await user.click(within(placeholder).getByRole('button', { name: 'Weghalen' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Kijk:</p><p>mooi</p>');
  });

  it('drops what the preset may not store: a table and a heading pasted into a minimal text keep only their words', () => {
    renderEditor('minimal', '<h2>Kop</h2><table><tbody><tr><td>cel</td></tr></tbody></table><p><script>x</script>tekst</p>');
    const area = screen.getByRole('textbox', { name: 'Inleiding' });
    expect(area.querySelector('h2, table, script')).toBeNull();
    expect(area).toHaveTextContent('Kop');
    expect(area).toHaveTextContent('cel');
  });

  it('inserts a YouTube video as the privacy-mode player in the full preset', async () => {
    const { user, onChange } = renderEditor('full');
    await user.click(screen.getByRole('button', { name: 'Video' }));
    const dialog = screen.getByRole('dialog', { name: 'Video' });
    await user.type(within(dialog).getByLabelText('Adres van de video op YouTube of Vimeo'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Video invoegen' }));
    expect(onChange.mock.lastCall?.[0]).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });
});

describe('undo and redo in the essential preset', () => {
  it('are marked unavailable until there is something to undo, stay reachable with the arrow keys, and undo a change', async () => {
    const { user, onChange } = renderEditor('essential');
    const undo = screen.getByRole('button', { name: 'Ongedaan maken' });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    // (Before any command: Tiptap hands focus back to the text a frame after each one.)
    act(() => screen.getByRole('button', { name: 'Opnieuw' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(undo).toHaveFocus();
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Cursief' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><em>Welkom in de kerk</em></p>');
    expect(undo).not.toHaveAttribute('aria-disabled');
    await user.click(undo);
    expect(onChange).toHaveBeenLastCalledWith('<p>Welkom in de kerk</p>');
  });
});

describe('pasting from Word or Google Docs', () => {
  const GOOGLE_DOCS =
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h2 dir="ltr" style="line-height:1.38"><span style="font-size:16pt;font-family:Arial;color:#ff0000">Kerkdiensten</span></h2>' +
    '<p dir="ltr"><span style="font-weight:700">Zondag</span><span style="font-weight:400"> om tien uur</span></p>' +
    '<ul><li dir="ltr"><p dir="ltr"><span>Beuningen</span></p></li></ul>' +
    '<table><tbody><tr><td><p>Druten</p></td></tr></tbody></table></b>';

  it("keeps the headings, bold and lists the essential preset has, and drops colours, fonts and the table it has not", () => {
    const { onChange } = renderEditor('essential', '');
    paste(GOOGLE_DOCS);
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<h2>Kerkdiensten</h2>');
    expect(html).toContain('<strong>Zondag</strong> om tien uur');
    expect(html).toMatch(/<ul><li><p>Beuningen<\/p><\/li><\/ul>/);
    expect(html).not.toMatch(/style=|<table|<span|<b>|docs-internal/);
    expect(html).toContain('Druten');
  });

  it('keeps only bold and paragraphs in a minimal text', () => {
    const { onChange } = renderEditor('minimal', '');
    paste(GOOGLE_DOCS);
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).not.toMatch(/<h2|<ul|<li|<table|style=/);
    expect(html).toContain('<strong>Zondag</strong>');
  });
});
