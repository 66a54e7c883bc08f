/** Page `book`: Stroom, the gemeenteblad in book form (route /stroom). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const book: PageContent = {
  name: 'book',
  metaTitle: 'Stroom, ons gemeenteblad',
  metaDescription: 'Stroom is het gemeenteblad van de Protestantse Gemeente Maas en Waal. Het verschijnt zes keer per jaar. Lees hoe u abonnee wordt en kopij instuurt.',
  partials: {
    title: 'Stroom',
    intro: `
<p>Stroom is het gemeenteblad van de Protestantse Gemeente Maas en Waal. Het verschijnt zes keer per jaar als een handzaam boekje van zo’n veertig pagina’s en brengt de verhalen, plannen en gezichten van onze zeven dorpen bij elkaar.</p>`,
    content: `
<h2>Wat staat erin?</h2>
<p>Elk nummer opent met een meditatie van een van onze predikanten. Daarna volgen het rooster van de kerkdiensten voor de komende twee maanden, berichten van de kerkenraad, het college van kerkrentmeesters en het college van diakenen, en nieuws uit de taakgroepen. Vaste rubrieken zijn ‘Een stoel bij…’, waarin een gemeentelid vertelt wat geloven voor hem of haar betekent, en ‘Uit de dorpen’, met nieuws uit Batenburg, Horssen, Bergharen en Leur.</p>
<h2>Wanneer verschijnt Stroom?</h2>
<p>Stroom verschijnt begin februari, april, juni, september, oktober en december. Het zomernummer (juni) loopt door tot en met augustus, zodat de vakantieperiode één geheel is.</p>
<table>
  <thead><tr><th>Nummer</th><th>Kopij uiterlijk</th><th>Verschijnt</th></tr></thead>
  <tbody>
    <tr><td>1 (februari–maart)</td><td>10 januari</td><td>31 januari</td></tr>
    <tr><td>2 (april–mei)</td><td>7 maart</td><td>28 maart</td></tr>
    <tr><td>3 (juni–augustus)</td><td>9 mei</td><td>30 mei</td></tr>
    <tr><td>4 (september)</td><td>8 augustus</td><td>29 augustus</td></tr>
    <tr><td>5 (oktober–november)</td><td>12 september</td><td>3 oktober</td></tr>
    <tr><td>6 (december–januari)</td><td>7 november</td><td>28 november</td></tr>
  </tbody>
</table>
<h2>Abonnement</h2>
<p>Leden en vrienden van de gemeente ontvangen Stroom thuis. Wij vragen daarvoor een bijdrage van € 17,50 per jaar; wie dat niet kan missen, krijgt het blad uiteraard toch. Liever digitaal? Dan ontvangt u Stroom als pdf per e-mail. Aanmelden of opzeggen kan bij de abonnementenadministratie: <a href="mailto:stroom@pgmaasenwaal.nl">stroom@pgmaasenwaal.nl</a> of via het kerkelijk bureau.</p>
<h2>Kopij insturen</h2>
<p>Heeft u een verslag, een aankondiging of een mooi verhaal? Stuur uw kopij vóór de sluitingsdatum naar <a href="mailto:redactie.stroom@pgmaasenwaal.nl">redactie.stroom@pgmaasenwaal.nl</a>. Lever tekst aan als Word-bestand of in de e-mail zelf, en foto’s als los jpg-bestand met de naam van de fotograaf. Houd een artikel bij voorkeur onder de 600 woorden. De redactie behoudt zich het recht voor om stukken in te korten of te redigeren; bij grote wijzigingen nemen wij eerst contact met u op.</p>
<p>Korte berichten die niet kunnen wachten tot het volgende nummer passen vaak beter in <a href="${pathTo('zijstroom')}">Zijstroom</a>, onze tweewekelijkse nieuwsbrief.</p>`,
  },
};
