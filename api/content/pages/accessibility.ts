/**
 * Page `accessibility` (/toegankelijkheid, linked from the footer): the accessibility statement —
 * the standard, how the site is tested, known limitations, how to report a problem, the date.
 */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const accessibility: PageContent = {
  name: 'accessibility',
  metaTitle: 'Toegankelijkheidsverklaring',
  metaDescription: 'Hoe de Protestantse Gemeente Maas en Waal deze website toegankelijk houdt volgens WCAG 2.1 niveau AA, hoe wij dat testen en hoe u een probleem meldt.',
  partials: {
    title: 'Toegankelijkheidsverklaring',
    intro: `
<p>Iedereen moet onze kerkdiensten, het nieuws en de agenda kunnen vinden en lezen, ook wie slecht ziet, alleen een toetsenbord gebruikt of een schermlezer nodig heeft. Daarom bouwen wij deze website volgens de internationale richtlijnen voor toegankelijkheid. In deze verklaring leest u hoe ver wij daarin zijn en waar u terechtkunt als iets niet goed werkt.</p>`,
    content: `
<h2>Welke norm wij volgen</h2>
<p>De website volgt de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA. Dat is de norm die ook voor de websites van de Nederlandse overheid geldt. Concreet betekent dit onder meer:</p>
<ul>
<li>de website werkt volledig met alleen een toetsenbord, met een zichtbare focusrand en een link ‘Naar de inhoud’ bovenaan elke pagina;</li>
<li>tekst en knoppen hebben voldoende kleurcontrast, in de lichte én in de donkere weergave;</li>
<li>koppen, menu’s, tabbladen, het zoekvenster en het uitklapmenu op de telefoon zijn opgebouwd zodat een schermlezer ze goed voorleest;</li>
<li>afbeeldingen hebben een beschrijving, en pagina’s zijn in het Nederlands gemarkeerd zodat voorleessoftware de juiste uitspraak gebruikt;</li>
<li>u kunt de tekst vergroten tot 200 procent en de pagina’s afdrukken zonder menu’s en knoppen.</li>
</ul>
<h2>Hoe wij testen</h2>
<p>Bij elke wijziging van de website draait een geautomatiseerde controle met axe-core op alle pagina’s: de homepagina, alle vaste pagina’s, een voorbeeld van elke soort detailpagina (kerkdienst, nieuwsbericht, evenement en predikant) en de foutpagina. Elke pagina wordt getest op een breed scherm en op een telefoonscherm, in de lichte en in de donkere weergave, en ook met het uitklapmenu en het zoekvenster geopend. Een wijziging met een ernstige toegankelijkheidsfout wordt niet gepubliceerd.</p>
<p>Daarnaast controleren toetsenbordtests of u met alleen de Tab-, Enter- en Escape-toets het menu, het uitklapmenu op de telefoon, het zoekvenster en de tabbladen van de agenda kunt bedienen, en of de focus na het sluiten terugkeert naar de knop waarmee u iets opende. Vrijwilligers uit de taakgroep PR en communicatie controleren nieuwe pagina’s ook met een schermlezer.</p>
<h2>Bekende beperkingen</h2>
<ul>
<li>Opnames van kerkdiensten staan op YouTube en hebben nog geen ondertiteling die door mensen is gecontroleerd. YouTube biedt automatische ondertiteling; die is niet altijd nauwkeurig. De liturgie van een dienst kunt u op verzoek vooraf per e-mail ontvangen.</li>
<li>Oudere nummers van Stroom en Zijstroom zijn als pdf gemaakt en zijn niet altijd goed voor te lezen. Nieuwe nummers maken wij toegankelijk; een oudere uitgave sturen wij u op verzoek als gewone tekst.</li>
<li>Teksten die vrijwilligers zelf invoeren, zoals nieuwsberichten, controleren wij achteraf. Het kan gebeuren dat een afbeelding daarin tijdelijk een te korte beschrijving heeft.</li>
</ul>
<h2>Een probleem melden</h2>
<p>Loopt u ergens tegenaan, kunt u een pagina niet lezen of bedienen, of heeft u informatie nodig in een andere vorm? Laat het ons weten via het <a href="${pathTo('contact')}">contactformulier</a> en kies bij ‘soort contact’ voor algemene vragen. Vermeld de pagina en wat er misgaat. U krijgt binnen vijf werkdagen antwoord en wij laten u weten wanneer het probleem is opgelost. Bellen kan ook: het kerkelijk bureau is op dinsdag en donderdag van 9.30 tot 12.00 uur bereikbaar op <a href="tel:+31241231234">024 123 12 34</a>.</p>
<h2>Datum van deze verklaring</h2>
<p>Deze verklaring is opgesteld op 20 november 2026 en vastgesteld door de kerkenraad. Wij werken haar ten minste eenmaal per jaar bij, en eerder wanneer de website ingrijpend verandert.</p>`,
  },
};
