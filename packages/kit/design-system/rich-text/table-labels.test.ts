import { labelTables } from './table-labels';

const FINANCE = `<table><caption>Baten en lasten in euro’s</caption><thead><tr><th scope="col">Baten</th><th class="num">Rekening 2024</th><th class="num" scope="col">Begroting 2025</th></tr></thead><tbody><tr><td>Collecten &amp; giften</td><td class="num">24.900</td><td class="num">24.000</td></tr><tr><th>Totaal baten</th><th class="num">294.400</th><th class="num">286.000</th></tr></tbody></table>`;

describe('labelTables', () => {
  it('scopes the header cells (col in the head, row in the body) and labels each value by its column', () => {
    expect(labelTables(FINANCE)).toBe(
      `<table><caption>Baten en lasten in euro’s</caption><thead><tr><th scope="col">Baten</th><th scope="col" class="num">Rekening 2024</th><th class="num" scope="col">Begroting 2025</th></tr></thead><tbody>` +
        `<tr><td>Collecten &amp; giften</td><td data-label="Rekening 2024" class="num">24.900</td><td data-label="Begroting 2025" class="num">24.000</td></tr>` +
        `<tr><th scope="row">Totaal baten</th><th data-label="Rekening 2024" scope="row" class="num">294.400</th><th data-label="Begroting 2025" scope="row" class="num">286.000</th></tr></tbody></table>`,
    );
  });

  it('scopes a table without a head by its rows, and leaves text without tables alone', () => {
    expect(labelTables('<p>Voor</p><table><tr><th>Naam</th><td>PG Maas en Waal</td></tr></table>')).toBe('<p>Voor</p><table><tr><th scope="row">Naam</th><td>PG Maas en Waal</td></tr></table>');
    expect(labelTables('<p>Geen tabel</p>')).toBe('<p>Geen tabel</p>');
  });

  it('writes a header with markup or quotes as plain text', () => {
    expect(labelTables('<table><thead><tr><th>A</th><th><strong>“B”</strong> "C"</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>')).toContain('<td data-label="“B” &quot;C&quot;">2</td>');
  });
});
