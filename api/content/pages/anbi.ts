/**
 * Page `anbi`: everything a Dutch church must publish for its ANBI status (name, RSIN, contact,
 * board, objective, policy, remuneration, activities, finances). Figures live in anbi-finance.ts.
 */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';
import { anbiFinance } from './anbi-finance';

export const anbi: PageContent = {
  name: 'anbi',
  metaTitle: 'ANBI-gegevens',
  metaDescription: 'De ANBI-gegevens van de Protestantse Gemeente Maas en Waal en haar diaconie: RSIN, bestuur, doelstelling, beleidsplan, beloningsbeleid, activiteiten en financiën.',
  partials: {
    title: 'ANBI-gegevens',
    intro: `
<p>De Protestantse Gemeente Maas en Waal en haar diaconie zijn door de Belastingdienst aangemerkt als Algemeen Nut Beogende Instelling (ANBI). Dat betekent dat u uw giften aan de gemeente of de diaconie kunt aftrekken van uw inkomstenbelasting. Geven kan eenvoudig met de app van uw bank, via <a href="${pathTo('giving')}">de pagina Geven</a>. Een ANBI moet een aantal gegevens openbaar maken; die vindt u op deze pagina. Alle bedragen zijn in euro’s.</p>`,
    content: `
<h2>Algemene gegevens</h2>
<table>
  <tbody>
    <tr><th scope="row">Naam</th><td>Protestantse Gemeente Maas en Waal</td></tr>
    <tr><th scope="row">RSIN gemeente (kerkrentmeesters)</th><td>824.613.909</td></tr>
    <tr><th scope="row">Naam diaconie</th><td>Diaconie der Protestantse Gemeente Maas en Waal</td></tr>
    <tr><th scope="row">RSIN diaconie</th><td>816.305.729</td></tr>
    <tr><th scope="row">Adres</th><td>Kerkstraat 12, 6641 AB Beuningen</td></tr>
    <tr><th scope="row">Telefoon</th><td><a href="tel:+31241231234">024 123 12 34</a></td></tr>
    <tr><th scope="row">E-mail</th><td><a href="mailto:info@pgmaasenwaal.nl">info@pgmaasenwaal.nl</a></td></tr>
  </tbody>
</table>
<p>De Protestantse Gemeente Maas en Waal is een zelfstandig onderdeel van de Protestantse Kerk in Nederland (PKN), een kerkgenootschap in de zin van artikel 2:2 van het Burgerlijk Wetboek. De gemeente ontstond in 2019 uit het samengaan van de protestantse gemeenten van Beuningen, Druten-Horssen en Wijchen-Batenburg. De gemeente telt ongeveer 1.350 leden, van wie er ruim 300 als vrijwilliger actief zijn.</p>
<h2>Doelstelling</h2>
<p>De gemeente wil, in gehoorzaamheid aan de Heilige Schrift, gemeenschap zijn van Christus en van elkaar. Zij komt samen rond Woord en sacramenten, zorgt voor elkaar en draagt bij aan een rechtvaardige en leefbare samenleving in de dorpen waar zij gevestigd is. De diaconie richt zich op hulp aan mensen in nood, dichtbij en ver weg, ongeacht hun achtergrond of overtuiging. De doelstelling is vastgelegd in de kerkorde van de Protestantse Kerk in Nederland.</p>`,
    board: `
<h2>Samenstelling van het bestuur</h2>
<p>De kerkenraad is het bestuur van de gemeente. Het beheer van de stoffelijke zaken is gedelegeerd aan het college van kerkrentmeesters; het diaconale werk en de geldmiddelen van de diaconie aan het college van diakenen. Op 1 januari 2025 was de samenstelling:</p>
<ul>
  <li><strong>Moderamen van de kerkenraad:</strong> Hans Verhoef (voorzitter), Ingrid Jansen (scriba), ds. Marieke van den Berg (predikant), Peter Dekker (ouderling-kerkrentmeester), Marjolein de Graaf (diaken).</li>
  <li><strong>Kerkenraad:</strong> daarnaast zeven ouderlingen, twee ouderlingen-kerkrentmeester en vier diakenen, en de predikanten ds. Jeroen Hoekstra en ds. Wim Kuipers (interim).</li>
  <li><strong>College van kerkrentmeesters:</strong> Peter Dekker (voorzitter), Margriet Hendriks (secretaris), Arjan Bos (penningmeester), Femke Willems, Theo van Rijn.</li>
  <li><strong>College van diakenen:</strong> Marjolein de Graaf (voorzitter), Ruud Claassen (secretaris), Karin van Wijk (penningmeester), Joost van Leeuwen, Esther Mulder.</li>
</ul>
<p>De actuele samenstelling en contactgegevens vindt u bij <a href="${pathTo('churchCouncil')}">de kerkenraad</a>, <a href="${pathTo('kerkrentmeesters')}">het college van kerkrentmeesters</a> en <a href="${pathTo('deacons')}">het college van diakenen</a>.</p>`,
    policy: `
<h2>Beleidsplan in hoofdlijnen</h2>
<p>Het beleidsplan ‘Samen stroomopwaarts’ (2023–2027) beschrijft hoe wij als één gemeente in zeven dorpen willen leven en werken. De hoofdpunten zijn:</p>
<ol>
  <li><strong>Vieren:</strong> elke zondag een dienst in Beuningen, Druten en Wijchen, maandelijks in Batenburg en Horssen; vernieuwende vormen naast de vertrouwde liturgie, en online meekijken voor wie niet kan komen.</li>
  <li><strong>Omzien naar elkaar:</strong> een pastoraat dat elk lid minstens eens per twee jaar bereikt, met bijzondere aandacht voor ouderen, zieken en rouwenden.</li>
  <li><strong>Jong en oud:</strong> een vast aanbod voor kinderen, tieners en jongeren, en een kerkelijk werker met jeugdwerk als aandachtsveld.</li>
  <li><strong>Dienen:</strong> samenwerken met voedselbank, schuldhulpmaatje en vluchtelingenwerk in de regio; jaarlijks een diaconaal project in het buitenland.</li>
  <li><strong>Toekomstbestendig beheer:</strong> een sluitende begroting in 2027, verduurzaming van de gebouwen en een besluit over de toekomst van de kerkgebouwen die minder gebruikt worden.</li>
</ol>
<p>Het volledige beleidsplan is op te vragen bij de scriba via het kerkelijk bureau.</p>`,
    remuneration: `
<h2>Beloningsbeleid</h2>
<p>De predikanten ontvangen een vergoeding volgens de Generale regeling predikantstraktementen van de Protestantse Kerk in Nederland. De kerkelijk werker, de kosters en de medewerker van het kerkelijk bureau zijn in dienst volgens de Arbeidsvoorwaardenregeling van de Protestantse Kerk. Organisten en cantors ontvangen een vergoeding per dienst volgens de richtlijnen van de Koninklijke Nederlandse Organisten Vereniging.</p>
<p>Leden van de kerkenraad, de colleges en de taakgroepen zijn vrijwilligers. Zij ontvangen geen vergoeding voor hun werk; gemaakte onkosten kunnen zij op declaratiebasis vergoed krijgen.</p>`,
    activities: `
<h2>Verslag van de activiteiten in 2024</h2>
<ul>
  <li>Wij hielden 214 kerkdiensten, waarvan 156 ook online te volgen waren. Er werden 11 kinderen gedoopt, 6 mensen deden belijdenis en wij namen afscheid van 38 gemeenteleden.</li>
  <li>Het pastorale team en 64 bezoekmedewerkers legden samen ruim 2.100 bezoeken af.</li>
  <li>Er waren wekelijks kindernevendienst en tienerdienst; 42 jongeren gingen mee op jeugdkamp.</li>
  <li>De diaconie ondersteunde 27 huishoudens in de regio met noodhulp, droeg bij aan de voedselbank Maas en Waal en zamelde met de kerstactie € 8.400 in voor schoolmaaltijden in Malawi.</li>
  <li>De Dorpskerk Beuningen kreeg zonnepanelen en ledverlichting; daarmee daalde het energiegebruik van de gemeente met 18 procent.</li>
</ul>`,
    finance: anbiFinance,
  },
};
