/**
 * Page `municipality-professional-work-2025`: how the paid pastoral staff was arranged from 2025 on,
 * written as of late 2026 (what was decided then, where the search for a predikant stands now).
 */
import type { PageContent } from '../types';

export const municipalityProfessionalWork2025: PageContent = {
  name: 'municipality-professional-work-2025',
  metaTitle: 'Beroepswerk 2025',
  metaDescription: 'Hoe de Protestantse Gemeente Maas en Waal het beroepswerk sinds 2025 heeft ingericht: predikanten, kerkelijk werker, het emeritaat van ds. Hoekstra en de beroepingsprocedure.',
  partials: {
    title: 'Beroepswerk in 2025',
    intro: `
<p>In 2025 veranderde er veel in ons pastorale team. Ds. Jeroen Hoekstra ging per 1 september 2025 met emeritaat, en de kerkenraad besloot hoe het beroepswerk daarna werd ingericht. Op deze pagina leest u wat er toen is besloten, waarom, en wat het nu voor u betekent.</p>`,
    content: `
<h2>De formatie</h2>
<p>De gemeente kan 2,1 fte aan beroepskrachten betalen. Sinds september 2025 is de verdeling zo:</p>
<table>
  <thead><tr><th>Functie</th><th>Naam</th><th>Omvang</th></tr></thead>
  <tbody>
    <tr><td>Predikant Beuningen en Wijchen</td><td>ds. Marieke van den Berg</td><td>0,8 fte</td></tr>
    <tr><td>Predikant Druten, Horssen, Batenburg, Bergharen en Leur</td><td>vacature</td><td>0,8 fte</td></tr>
    <tr><td>Interim-predikant (tot de vacature is vervuld)</td><td>ds. Wim Kuipers</td><td>0,5 fte</td></tr>
    <tr><td>Kerkelijk werker jeugd en jongeren</td><td>Anne de Wit</td><td>0,5 fte</td></tr>
  </tbody>
</table>
<p>Zolang de vacature openstaat, wordt de interim-predikant betaald uit de ruimte die de vacature vrijlaat; daarom telt zijn aanstelling niet mee in de 2,1 fte.</p>
<h2>Waarom deze keuzes?</h2>
<p>Tijdens de gemeenteavonden in het voorjaar van 2024 klonk één wens het duidelijkst: elk dorp wil een herkenbaar gezicht van de kerk houden. Daarom bleef er een predikant per regio, ook al daalt het aantal leden. Het jeugdwerk kreeg met een kerkelijk werker een eigen beroepskracht, omdat dat werk vraagt om continuïteit die vrijwilligers alleen niet kunnen bieden. Het college van kerkrentmeesters heeft berekend dat deze formatie tot en met 2029 te betalen is, mits de opbrengst van Kerkbalans op peil blijft.</p>
<h2>De beroepingsprocedure</h2>
<p>In juni 2025 is een beroepingscommissie van negen gemeenteleden samengesteld, met vertegenwoordigers uit alle dorpen en twee jongeren. In het najaar van 2025 stelde de commissie het profiel op; in 2026 voerde zij de gesprekken met kandidaten. Draagt de commissie een kandidaat voor aan de kerkenraad, dan wordt de gemeente om instemming gevraagd tijdens een gemeentevergadering. U hoort het eerst op een gemeenteavond en daarna in Zijstroom en op deze website.</p>
<h2>Wat merkt u ervan?</h2>
<p>Tot de vacature is vervuld, is ds. Kuipers het aanspreekpunt voor pastorale zaken in Druten, Horssen, Batenburg, Bergharen en Leur. Het aantal diensten blijft gelijk; vaker dan voorheen gaan er gastpredikanten voor. Heeft u vragen of ideeën, dan kunt u terecht bij de scriba van de kerkenraad via <a href="mailto:scriba@pgmaasenwaal.nl">scriba@pgmaasenwaal.nl</a>.</p>`,
  },
};
