/** Page `municipality-professional-work-2025`: how the paid pastoral staff is arranged in 2025. */
import type { PageContent } from '../types';

export const municipalityProfessionalWork2025: PageContent = {
  name: 'municipality-professional-work-2025',
  metaTitle: 'Beroepswerk 2025',
  metaDescription: 'Hoe de Protestantse Gemeente Maas en Waal het beroepswerk in 2025 inricht: predikanten, kerkelijk werker, het emeritaat van ds. Hoekstra en de beroepingsprocedure.',
  partials: {
    title: 'Beroepswerk in 2025',
    intro: `
<p>In 2025 verandert er veel in ons pastorale team. Ds. Jeroen Hoekstra gaat per 1 september met emeritaat, en de kerkenraad heeft besloten hoe het beroepswerk daarna wordt ingericht. Op deze pagina leest u wat er is besloten, waarom, en wat het voor u betekent.</p>`,
    content: `
<h2>De formatie</h2>
<p>De gemeente kan op dit moment 2,1 fte aan beroepskrachten betalen. Vanaf september 2025 ziet de verdeling er zo uit:</p>
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
<p>Tijdens de gemeenteavonden in het voorjaar van 2024 klonk één wens het duidelijkst: elk dorp wil een herkenbaar gezicht van de kerk houden. Daarom blijft er een predikant per regio, ook al daalt het aantal leden. Het jeugdwerk krijgt met een kerkelijk werker een eigen beroepskracht, omdat dat werk vraagt om continuïteit die vrijwilligers alleen niet kunnen bieden. Het college van kerkrentmeesters heeft berekend dat deze formatie tot en met 2029 te betalen is, mits de opbrengst van Kerkbalans op peil blijft.</p>
<h2>De beroepingsprocedure</h2>
<p>In juni 2025 is een beroepingscommissie van negen gemeenteleden samengesteld, met vertegenwoordigers uit alle dorpen en twee jongeren. De commissie stelt een profiel op, voert gesprekken en draagt een kandidaat voor aan de kerkenraad. De gemeente wordt daarna om instemming gevraagd tijdens een gemeentevergadering. Zodra de commissie een kandidaat voordraagt, hoort u dat eerst op een gemeenteavond en daarna in Zijstroom en op deze website.</p>
<h2>Wat merkt u ervan?</h2>
<p>Tot de vacature is vervuld, is ds. Kuipers het aanspreekpunt voor pastorale zaken in Druten, Horssen, Batenburg, Bergharen en Leur. Het aantal diensten blijft gelijk; vaker dan voorheen gaan er gastpredikanten voor. Heeft u vragen of ideeën, dan kunt u terecht bij de scriba van de kerkenraad via <a href="mailto:scriba@pgmaasenwaal.nl">scriba@pgmaasenwaal.nl</a>.</p>`,
  },
};
