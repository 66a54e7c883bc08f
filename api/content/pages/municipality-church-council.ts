/** Page `municipality-church-council`: the kerkenraad (route /gemeente/kerkenraad). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const municipalityChurchCouncil: PageContent = {
  name: 'municipality-church-council',
  metaTitle: 'Kerkenraad',
  metaDescription: 'De kerkenraad van de Protestantse Gemeente Maas en Waal: wat hij doet, wie erin zitten en hoe u de kerkenraad bereikt.',
  partials: {
    title: 'Kerkenraad',
    intro: `
<p>De kerkenraad geeft leiding aan onze gemeente. Hij bestaat uit ouderlingen, ouderlingen-kerkrentmeester, diakenen en de predikanten, die samen verantwoordelijk zijn voor de kerkdiensten, het pastoraat, het beheer en het diaconaat.</p>`,
    content: `
<h2>Wat doet de kerkenraad?</h2>
<p>De kerkenraad stelt het beleid vast, benoemt de leden van de colleges en taakgroepen, roept de gemeente bijeen voor gemeenteavonden en neemt besluiten over bijvoorbeeld het beroepen van een predikant, het rooster van de diensten en de begroting. Het dagelijks werk wordt voorbereid door het moderamen: de voorzitter, de scriba, een predikant, een ouderling-kerkrentmeester en een diaken.</p>
<h2>Vergaderingen</h2>
<p>De kerkenraad vergadert ongeveer acht keer per jaar, afwisselend in De Ark in Druten en de Open Hof in Wijchen. Na elke vergadering verschijnt in Zijstroom een kort verslag van de belangrijkste besluiten. Twee keer per jaar is er een gemeenteavond, waar iedereen kan meepraten over de plannen.</p>
<h2>Ambtsdragers</h2>
<p>Ouderlingen en diakenen worden gekozen door de gemeente voor een periode van vier jaar, die eenmaal verlengd kan worden. Elk jaar in september vraagt de kerkenraad de gemeente om namen aan te dragen van mensen die geschikt zijn voor een ambt.</p>`,
    members: `
<h2>Leden van de kerkenraad</h2>
<h3>Moderamen</h3>
<ul>
  <li>Hans Verhoef, voorzitter</li>
  <li>Ingrid Jansen, scriba</li>
  <li>ds. Marieke van den Berg, predikant</li>
  <li>Peter Dekker, ouderling-kerkrentmeester</li>
  <li>Marjolein de Graaf, diaken</li>
</ul>
<h3>Ouderlingen</h3>
<ul>
  <li>Gerrit van Dijk, wijk Beuningen</li>
  <li>Ria Smits, wijk Wijchen</li>
  <li>Henk Aarts, wijk Druten</li>
  <li>Wilma Kok, wijk Horssen en Batenburg</li>
  <li>Sander Jacobs, wijk Bergharen en Leur</li>
  <li>Bas Timmermans, jeugdouderling</li>
  <li>Corrie van der Velden, ouderling eredienst</li>
</ul>
<h3>Ouderlingen-kerkrentmeester</h3>
<ul><li>Femke Willems</li><li>Theo van Rijn</li></ul>
<h3>Diakenen</h3>
<ul><li>Joost van Leeuwen</li><li>Esther Mulder</li><li>Karin van Wijk</li><li>Ruud Claassen</li></ul>
<h3>Predikanten</h3>
<ul><li>ds. Marieke van den Berg</li><li>ds. Wim Kuipers, interim-predikant</li></ul>`,
    reach: `
<h2>Contact met de kerkenraad</h2>
<p>Voor vragen aan de kerkenraad kunt u terecht bij de scriba, Ingrid Jansen: <a href="mailto:scriba@pgmaasenwaal.nl">scriba@pgmaasenwaal.nl</a> of <a href="tel:+31241231240">024 123 12 40</a>. Wilt u de voorzitter spreken, mail dan naar <a href="mailto:voorzitter@pgmaasenwaal.nl">voorzitter@pgmaasenwaal.nl</a>. U kunt ook het contactformulier gebruiken: voor <a href="${pathTo('contact')}?type=kerkenraad">de kerkenraad</a> of voor <a href="${pathTo('contact')}?type=voorzitter">de voorzitter van de kerkenraad</a>.</p>
<p>Brieven aan de kerkenraad stuurt u naar het kerkelijk bureau, Kerkstraat 12, 6641 AB Beuningen. Stukken voor een vergadering moeten uiterlijk twee weken van tevoren binnen zijn.</p>`,
  },
};
