/** Page `municipality-cvk`: college van kerkrentmeesters (route /gemeente/college-van-kerkrentmeesters-cvk). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const municipalityCvk: PageContent = {
  name: 'municipality-cvk',
  metaTitle: 'College van kerkrentmeesters',
  metaDescription: 'Het college van kerkrentmeesters beheert de gebouwen, de financiën en de ledenadministratie van de Protestantse Gemeente Maas en Waal.',
  partials: {
    title: 'College van kerkrentmeesters',
    intro: `
<p>De kerkrentmeesters zorgen ervoor dat de gemeente kan doen waarvoor ze er is. Zij beheren de kerkgebouwen, de financiën, de ledenadministratie en de zaalverhuur, en zijn werkgever van de kosters en de medewerker van het kerkelijk bureau.</p>`,
    content: `
<h2>Wat doet het college?</h2>
<ul>
  <li><strong>Financiën:</strong> het college stelt de begroting en de jaarrekening op, organiseert de actie Kerkbalans en beheert de bezittingen van de gemeente.</li>
  <li><strong>Gebouwen:</strong> zeven kerken, twee verenigingsgebouwen en de pastorie in Druten moeten onderhouden, verzekerd en verwarmd worden. Het college maakt een meerjarig onderhoudsplan en werkt samen met de taakgroep Duurzaamheid aan lagere energiekosten.</li>
  <li><strong>Ledenadministratie:</strong> verhuizingen, geboorten, doop en overlijden worden bijgehouden in de landelijke ledenregistratie van de Protestantse Kerk.</li>
  <li><strong>Zaalverhuur:</strong> de zalen in Beuningen, Druten en Wijchen worden verhuurd aan verenigingen, koren en families.</li>
  <li><strong>Personeel:</strong> het college zorgt voor de arbeidsvoorwaarden van de predikanten, de kerkelijk werker en de kosters.</li>
</ul>
<h2>Kerkbalans</h2>
<p>De gemeente ontvangt geen geld van de overheid. Vrijwel alles wordt betaald uit de vrijwillige bijdragen van leden: de actie Kerkbalans in januari brengt ongeveer driekwart van onze inkomsten op. Een gift aan de kerk is aftrekbaar van de belasting, want onze gemeente is een ANBI. Periodieke giften, vastgelegd voor minstens vijf jaar, zijn zelfs volledig aftrekbaar. Meer over onze financiën leest u op de <a href="${pathTo('anbi')}">ANBI-pagina</a>.</p>`,
    members: `
<h2>Leden van het college</h2>
<ul>
  <li>Peter Dekker, voorzitter (ouderling-kerkrentmeester)</li>
  <li>Margriet Hendriks, secretaris</li>
  <li>Arjan Bos, penningmeester</li>
  <li>Femke Willems, ouderling-kerkrentmeester, Kerkbalans</li>
  <li>Theo van Rijn, ouderling-kerkrentmeester, gebouwen</li>
  <li>Lisette Peters, ledenadministratie (adviserend lid)</li>
</ul>`,
    reach: `
<h2>Contact met de kerkrentmeesters</h2>
<p>Het college is bereikbaar via <a href="mailto:kerkrentmeesters@pgmaasenwaal.nl">kerkrentmeesters@pgmaasenwaal.nl</a>. Voor verhuizingen en andere wijzigingen in de ledenadministratie mailt u naar <a href="mailto:ledenadministratie@pgmaasenwaal.nl">ledenadministratie@pgmaasenwaal.nl</a>; voor zaalverhuur naar <a href="mailto:zaalverhuur@pgmaasenwaal.nl">zaalverhuur@pgmaasenwaal.nl</a>. U kunt ook het contactformulier gebruiken: voor <a href="${pathTo('contact')}?type=kerkrentmeesters">het college</a>, voor <a href="${pathTo('contact')}?type=ledenadministratie">de ledenadministratie</a> of voor <a href="${pathTo('contact')}?type=zaalhuur">zaalhuur in Beuningen, Druten of Wijchen</a>.</p>
<p>Uw bijdrage voor Kerkbalans of een gift kunt u overmaken naar NL12 RABO 0123 4567 89 ten name van Protestantse Gemeente Maas en Waal.</p>`,
  },
};
