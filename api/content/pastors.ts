/**
 * The pastoral team (fictional people). Order = display order. Biographies are HTML and pass the
 * rich-text sanitizer; portraits live in images/pastors/.
 */
import { pathTo } from '@kerk/kit/site-map';

import type { PastorInput } from '../src/plugins/app/pastors/pastors-repository';

export const pastors: PastorInput[] = [
  {
    name: 'ds. Marieke van den Berg',
    role: 'Predikant',
    areas: ['beuningen', 'wijchen'],
    email: 'm.vandenberg@pgmaasenwaal.nl',
    phone: '024 123 12 41',
    photo: 'marieke-van-den-berg.svg',
    photoAlt: 'Getekend portret van ds. Marieke van den Berg: een vrouw met schouderlang rood haar en een kruisje aan een ketting',
    summary: 'Predikant voor Beuningen en Wijchen. Zij is lid van het moderamen en heeft extra aandacht voor ouderen, rouw en de vieringen rond de feestdagen.',
    biography: `
<p>Marieke van den Berg (1978) groeide op in Zwolle en studeerde theologie in Kampen en Utrecht. Na tien jaar als predikant in een dorpsgemeente in de Achterhoek kwam zij in 2017 naar Maas en Waal. Zij woont met haar man en twee tienerzoons in Beuningen.</p>
<h2>Waar zij zich voor inzet</h2>
<p>Marieke is de eerste predikant voor de wijken Beuningen en Wijchen. Zij gaat voor in de diensten, bezoekt gemeenteleden bij ziekte en verdriet en begeleidt doop, huwelijk en afscheid. Samen met de taakgroep Pastoraat leidt zij in het najaar de rouwgroep, en als lid van het moderamen denkt zij mee over de koers van de gemeente.</p>
<h2>In haar eigen woorden</h2>
<blockquote><p>“Ik vind het mooi dat de kerk een plek is waar je niets hoeft te bewijzen. Je mag komen zoals je bent, met je vragen en je twijfels. In de verhalen van de Bijbel ontdek ik steeds weer dat God juist daar te vinden is.”</p></blockquote>
<h2>Bereikbaarheid</h2>
<p>Marieke is bereikbaar van dinsdag tot en met vrijdag; maandag is haar vrije dag. Bel haar gerust voor een afspraak, of spreek haar aan na de dienst.</p>`,
  },
  {
    name: 'ds. Wim Kuipers',
    role: 'Interim-predikant',
    areas: ['druten', 'horssen', 'batenburg', 'bergharen', 'leur'],
    email: 'w.kuipers@pgmaasenwaal.nl',
    phone: '0487 12 40 18',
    photo: 'wim-kuipers.svg',
    photoAlt: 'Getekend portret van ds. Wim Kuipers: een man met grijs haar, een grijze baard, een bril en een witte boord',
    summary: 'Interim-predikant sinds september 2025 en aanspreekpunt voor Druten, Horssen, Batenburg, Bergharen en Leur zolang de vacature openstaat. Hij leidt het leerhuis.',
    biography: `
<p>Wim Kuipers (1959) is predikant sinds 1986 en werkt sinds 2014 als interim-predikant: hij begeleidt gemeenten in een overgangstijd, bijvoorbeeld na een vertrek, een fusie of een conflict. Hij woont in Nijmegen.</p>
<h2>Zijn opdracht bij ons</h2>
<p>Na het emeritaat van ds. Jeroen Hoekstra op 1 september 2025 heeft de kerkenraad ds. Kuipers gevraagd om de gemeente te begeleiden tot de nieuwe predikant is bevestigd. Hij gaat voor in de diensten, doet het crisispastoraat in Druten, Horssen, Batenburg, Bergharen en Leur, en helpt de kerkenraad en de beroepingscommissie bij het nadenken over de toekomst. Meer daarover leest u op de pagina <a href="${pathTo('professionalWork')}">Beroepswerk 2025</a>.</p>
<h2>Leerhuis</h2>
<p>Samen met de taakgroep VOS leidt hij het leerhuis: vijf avonden per seizoen waarin we met elkaar een Bijbelboek lezen. “Ik leer er elk jaar het meest van,” zegt hij zelf, “omdat gemeenteleden dingen in de tekst zien die ik nooit had opgemerkt.”</p>
<h2>Bereikbaarheid</h2>
<p>Ds. Kuipers werkt drie dagen per week voor onze gemeente: dinsdag, woensdag en donderdag. Op de andere dagen neemt ds. Van den Berg dringende zaken waar.</p>`,
  },
  {
    name: 'Anne de Wit',
    role: 'Kerkelijk werker jeugd en jongeren',
    areas: ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'],
    email: 'a.dewit@pgmaasenwaal.nl',
    phone: '06 12 34 56 78',
    photo: 'anne-de-wit.svg',
    photoAlt: 'Getekend portret van Anne de Wit: een jonge vrouw met donker krullend haar in een knot en een oranje trui',
    summary: 'Kerkelijk werker voor kinderen, tieners en jongeren in alle zeven dorpen. Zij ondersteunt de kindernevendienst, de tienerdienst, de jongerengroep en het jeugdkamp.',
    biography: `
<p>Anne de Wit (1994) studeerde godsdienst-pastoraal werk aan de Christelijke Hogeschool Ede en werkte daarna vijf jaar als jongerenwerker in Arnhem. Sinds 2022 is zij kerkelijk werker in onze gemeente, voor de helft van de week.</p>
<h2>Wat zij doet</h2>
<ul>
  <li>Zij begeleidt de leiding van de kindernevendienst en de tienerdienst, met materiaal en training.</li>
  <li>Zij organiseert met de jongeren zelf de avonden van de jongerengroep 16+ in De Ark.</li>
  <li>Zij is het vaste gezicht van het jeugdkamp en bewaakt samen met de taakgroep de gedragscode.</li>
  <li>Zij bezoekt scholen in de dorpen rond Pasen en Kerst.</li>
</ul>
<h2>In haar eigen woorden</h2>
<blockquote><p>“Jongeren stellen de eerlijkste vragen. Ik hoef niet alle antwoorden te hebben: het gaat erom dat ze merken dat die vragen hier welkom zijn.”</p></blockquote>
<h2>Bereikbaarheid</h2>
<p>Anne werkt op maandag, woensdag en vrijdagavond. Ouders en jongeren mogen haar altijd appen; zij reageert binnen twee werkdagen.</p>`,
  },
  {
    name: 'Jolanda Bakker',
    role: 'Pastoraal medewerker en coördinator bezoekwerk',
    areas: ['druten', 'horssen', 'batenburg'],
    email: 'j.bakker@pgmaasenwaal.nl',
    phone: '0487 12 55 30',
    photo: 'jolanda-bakker.svg',
    photoAlt: 'Getekend portret van Jolanda Bakker: een vrouw met kort blond haar, een bril en een groen vest',
    summary: 'Vrijwillig pastoraal medewerker in Druten, Horssen en Batenburg. Zij coördineert het bezoekwerk van de taakgroep Pastoraat en bezoekt zelf vooral ouderen.',
    biography: `
<p>Jolanda Bakker (1961) was ruim dertig jaar wijkverpleegkundige in Druten en omgeving. Na haar pensioen volgde zij de toerusting voor pastoraal medewerkers van de Protestantse Kerk. Sinds 2021 is zij als vrijwilliger lid van het pastorale team.</p>
<h2>Wat zij doet</h2>
<p>Jolanda bezoekt ouderen en zieken in Druten, Horssen en Batenburg, en brengt het avondmaal thuis bij wie niet meer naar de kerk kan komen. Als coördinator van het bezoekwerk zorgt zij dat elke wijk genoeg bezoekmedewerkers heeft, en zij werkt nieuwe bezoekers in. Wie een bezoek wil aanvragen, voor zichzelf of voor een ander, kan haar rechtstreeks bellen.</p>
<h2>In haar eigen woorden</h2>
<blockquote><p>“Een bezoek hoeft niet lang te duren. Soms is een half uur luisteren bij een kop koffie precies wat iemand nodig heeft om weer verder te kunnen.”</p></blockquote>
<h2>Bereikbaarheid</h2>
<p>Jolanda is het best bereikbaar op werkdagen tussen 9.00 en 17.00 uur. Bij geen gehoor belt zij u dezelfde dag terug.</p>`,
  },
];
