/**
 * The `finance` partial of page `anbi`: fictional but realistic figures, with an explanation.
 * Amount cells and their column headers carry `class="num"` (right-aligned, never broken).
 */

export const anbiFinance = `
<h2>Financiële verantwoording</h2>
<p>Hieronder staan de staat van baten en lasten over 2024 en de begroting voor 2025, van de gemeente (college van kerkrentmeesters) en van de diaconie. De jaarrekeningen zijn gecontroleerd door een commissie van onderzoek en vastgesteld door de kerkenraad.</p>
<h3>Gemeente (college van kerkrentmeesters)</h3>
<table>
  <caption>Baten en lasten in euro’s</caption>
  <thead><tr><th scope="col">Baten</th><th class="num" scope="col">Rekening 2024</th><th class="num" scope="col">Begroting 2025</th></tr></thead>
  <tbody>
    <tr><td>Vrijwillige bijdragen (Kerkbalans)</td><td class="num">216.400</td><td class="num">210.000</td></tr>
    <tr><td>Collecten en giften</td><td class="num">24.900</td><td class="num">24.000</td></tr>
    <tr><td>Opbrengst verhuur gebouwen</td><td class="num">31.200</td><td class="num">32.500</td></tr>
    <tr><td>Opbrengst bezittingen en beleggingen</td><td class="num">17.600</td><td class="num">16.000</td></tr>
    <tr><td>Overige baten</td><td class="num">4.300</td><td class="num">3.500</td></tr>
    <tr><th>Totaal baten</th><th class="num">294.400</th><th class="num">286.000</th></tr>
  </tbody>
</table>
<table>
  <thead><tr><th scope="col">Lasten</th><th class="num" scope="col">Rekening 2024</th><th class="num" scope="col">Begroting 2025</th></tr></thead>
  <tbody>
    <tr><td>Predikanten en kerkelijk werker</td><td class="num">181.300</td><td class="num">176.000</td></tr>
    <tr><td>Kosters, organisten en kerkelijk bureau</td><td class="num">28.700</td><td class="num">29.500</td></tr>
    <tr><td>Onderhoud en energie kerkgebouwen</td><td class="num">52.800</td><td class="num">48.000</td></tr>
    <tr><td>Afdrachten aan de Protestantse Kerk</td><td class="num">23.600</td><td class="num">23.900</td></tr>
    <tr><td>Kerkdiensten, pastoraat en jeugdwerk</td><td class="num">11.200</td><td class="num">12.000</td></tr>
    <tr><td>Beheer, administratie en communicatie</td><td class="num">14.500</td><td class="num">15.100</td></tr>
    <tr><th>Totaal lasten</th><th class="num">312.100</th><th class="num">304.500</th></tr>
    <tr><th>Resultaat</th><th class="num">−17.700</th><th class="num">−18.500</th></tr>
  </tbody>
</table>
<p><strong>Toelichting.</strong> De gemeente heeft in 2024 een tekort van € 17.700, dat is aangevuld uit de algemene reserve. De opbrengst van Kerkbalans daalt geleidelijk doordat het aantal bijdragers afneemt, terwijl de kosten van de gebouwen stijgen. De eenmalige investering in zonnepanelen (€ 21.000) is voor de helft gedekt door een subsidie en wordt in tien jaar afgeschreven. Met het beleidsplan werken wij toe naar een sluitende begroting in 2027, onder meer door minder gebruikte ruimten te verhuren. De lagere personeelskosten in 2025 volgen uit het emeritaat van ds. Hoekstra per 1 september 2025 en de tijdelijke interim-invulling.</p>
<h3>Diaconie</h3>
<table>
  <thead><tr><th scope="col">Baten en lasten</th><th class="num" scope="col">Rekening 2024</th><th class="num" scope="col">Begroting 2025</th></tr></thead>
  <tbody>
    <tr><td>Collecten en giften</td><td class="num">31.800</td><td class="num">30.000</td></tr>
    <tr><td>Rente en opbrengst bezittingen</td><td class="num">9.400</td><td class="num">9.000</td></tr>
    <tr><th>Totaal baten</th><th class="num">41.200</th><th class="num">39.000</th></tr>
    <tr><td>Diaconaal werk in de eigen gemeente en regio</td><td class="num">17.900</td><td class="num">18.500</td></tr>
    <tr><td>Werelddiaconaat, noodhulp en zending</td><td class="num">16.300</td><td class="num">15.000</td></tr>
    <tr><td>Afdrachten en beheerskosten</td><td class="num">4.100</td><td class="num">4.200</td></tr>
    <tr><th>Totaal lasten</th><th class="num">38.300</th><th class="num">37.700</th></tr>
    <tr><th>Resultaat</th><th class="num">2.900</th><th class="num">1.300</th></tr>
  </tbody>
</table>
<p><strong>Toelichting.</strong> Het overschot van de diaconie wordt toegevoegd aan het noodhulpfonds, waaruit zij snel kan helpen als iemand in de regio in financiële nood raakt. De diaconie verdeelt de collecten volgens het collecterooster dat jaarlijks door de kerkenraad wordt vastgesteld.</p>
<p>Alle genoemde namen en bedragen op deze website zijn voorbeeldgegevens.</p>`;
