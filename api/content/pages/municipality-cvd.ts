/** Page `municipality-cvd`: college van diakenen (route /gemeente/college-van-diakenen-cvd). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const municipalityCvd: PageContent = {
  name: 'municipality-cvd',
  metaTitle: 'College van diakenen',
  metaDescription: 'De diaconie van de Protestantse Gemeente Maas en Waal helpt mensen in nood, in onze dorpen en ver weg. Lees wat de diakenen doen en hoe u hen bereikt.',
  partials: {
    title: 'College van diakenen',
    intro: `
<p>Diakenen zijn de handen van de gemeente. Zij zorgen dat er hulp is voor wie het nodig heeft, in onze eigen dorpen en ver daarbuiten, en zij herinneren de gemeente er elke zondag aan dat geloven en delen bij elkaar horen.</p>`,
    content: `
<h2>Wat doet de diaconie?</h2>
<ul>
  <li><strong>Hulp dichtbij:</strong> wie door omstandigheden in geldnood raakt, kan in vertrouwen een beroep doen op de diaconie. Wij helpen met een gift of een renteloze lening, en verwijzen zo nodig door naar schuldhulpverlening.</li>
  <li><strong>Samenwerking in de regio:</strong> de diaconie steunt de voedselbank Maas en Waal, het inloopcafé in de Open Hof en het taalmaatjesproject voor nieuwkomers.</li>
  <li><strong>Werelddiaconaat:</strong> elk jaar kiezen wij een project in het buitenland; in 2025 is dat een schoolmaaltijdenproject in Malawi, samen met Kerk in Actie.</li>
  <li><strong>In de kerkdienst:</strong> de diakenen verzorgen de collecten, dienen bij het avondmaal en bezorgen de bloemen na de dienst.</li>
  <li><strong>Ouderen:</strong> de diaconie organiseert de kerstmiddag voor ouderen en het vervoer naar de kerk.</li>
</ul>
<p>De diaconie heeft een eigen begroting en een eigen ANBI-status; zie de <a href="${pathTo('anbi')}">ANBI-pagina</a>.</p>`,
    members: `
<h2>Leden van het college</h2>
<ul>
  <li>Marjolein de Graaf, voorzitter</li>
  <li>Ruud Claassen, secretaris</li>
  <li>Karin van Wijk, penningmeester</li>
  <li>Joost van Leeuwen, diaken, hulp dichtbij</li>
  <li>Esther Mulder, diaken, werelddiaconaat</li>
</ul>`,
    reach: `
<h2>Contact met de diaconie</h2>
<p>Heeft u hulp nodig, of kent u iemand die hulp kan gebruiken? Neem contact op met de voorzitter, Marjolein de Graaf, via <a href="tel:+31241231250">024 123 12 50</a> of <a href="mailto:diaconie@pgmaasenwaal.nl">diaconie@pgmaasenwaal.nl</a>. Uw vraag wordt vertrouwelijk behandeld; alleen de diakenen die u helpen, weten ervan. U kunt ook het <a href="${pathTo('contact')}?type=diakenen">contactformulier voor de diaconie</a> gebruiken.</p>
<p>Giften voor de diaconie zijn welkom op NL34 INGB 0009 8765 43 ten name van Diaconie Protestantse Gemeente Maas en Waal.</p>`,
  },
};
