/** Seed news, part 1: the most recent articles (written 3 to 31 days before seeding). */
import { pathTo, taskGroupPath } from '@kerk/kit/site-map';

import type { NewsSeed } from './index';

export const recentArticles: NewsSeed[] = [
  {
    daysAgo: 3,
    title: 'Startzondag: samen het nieuwe seizoen in',
    excerpt: 'Met één gezamenlijke dienst in Open Hof, een picknick op het kerkplein en een fietstocht langs de zeven dorpen begonnen we het nieuwe seizoen. Ruim 250 mensen waren erbij.',
    body: `<p>Wat een begin van het seizoen! Afgelopen zondag kwamen gemeenteleden uit alle zeven dorpen samen in Open Hof in Wijchen voor de startzondag. Het thema was ‘Wij zijn een stroom’: zoals kleine beken samen een rivier vormen, zo vormen onze dorpen samen één gemeente.</p>
<p>De kinderen liepen tijdens de preek met emmers water door de kerk en schonken die samen in één grote schaal. Ds. Marieke van den Berg knoopte daar haar overdenking aan vast: ‘Niemand hoeft het alleen te doen. Wat u meebrengt, hoe weinig ook, wordt deel van iets groters.’</p>
<p>Na de dienst stond op het kerkplein een lange tafel met soep, broodjes en taart die gemeenteleden hadden meegebracht. ’s Middags fietste een groep van veertig mensen langs alle zeven kerken. In de Kapel Leur werden zij ontvangen met koffie en een orgelimprovisatie.</p>
<h2>Meedoen dit seizoen</h2>
<p>Op de informatietafel lag het nieuwe seizoensprogramma met gespreksgroepen, de cantorij, de jeugdclubs en de activiteiten van de taakgroep VOS. Heeft u het gemist? Het programma ligt in alle kerken en staat in de <a href="${pathTo('agenda')}">agenda</a>.</p>`,
    image: 'startzondag.svg',
    imageAlt: 'Tekening van een kerk met een zon erboven en mensen die samen aan een lange tafel zitten',
    author: 'Taakgroep Eredienst',
  },
  {
    daysAgo: 6,
    title: 'Zangers en muzikanten gezocht voor de kerstnachtdienst',
    excerpt: 'Voor de kerstnachtdienst in De Ark in Druten zoeken we een projectkoor en muzikanten. Er zijn vier repetities; ervaring is niet nodig, plezier in zingen wel.',
    body: `<p>De kerstnachtdienst is voor veel mensen in onze dorpen een moment om even stil te staan, ook voor wie verder niet vaak in de kerk komt. Dit jaar vieren we de kerstnacht in De Ark in Druten, met een projectkoor en een klein ensemble.</p>
<p>Voor het projectkoor zoeken we zangers van alle leeftijden. U hoeft geen noten te kunnen lezen: cantor Anneke Smits studeert de liederen stap voor stap in. Ook zoeken we instrumentalisten, bijvoorbeeld op fluit, viool, cello of trompet.</p>
<h2>Repetities</h2>
<ul>
  <li>vier repetities op donderdagavond van 19.30 tot 21.00 uur in De Ark;</li>
  <li>een generale repetitie op de middag van de dienst;</li>
  <li>de bladmuziek en oefenopnamen ontvangt u na aanmelding per e-mail.</li>
</ul>
<p>Aanmelden kan via <a href="mailto:cantorij@pgmaasenwaal.nl">cantorij@pgmaasenwaal.nl</a>. Wie liever meehelpt met de versiering, de koffie of het welkom bij de deur, is ook van harte welkom.</p>`,
    image: 'kaarsen.svg',
    imageAlt: 'Tekening van brandende kaarsen en een ster boven een kerk in de nacht',
    author: 'Taakgroep Eredienst',
  },
  {
    daysAgo: 9,
    title: 'Diaconiecollecte voor de voedselbank brengt ruim € 2.300 op',
    excerpt: 'De collecte voor de voedselbank Maas en Waal en de inzameling van houdbare producten waren een groot succes. De diaconie dankt alle gevers.',
    body: `<p>In alle kerken stond de afgelopen weken een krat voor houdbare levensmiddelen, en op zondag was de diaconiecollecte bestemd voor de voedselbank Maas en Waal. De opbrengst: € 2.318 en ruim veertig kratten met pasta, rijst, koffie, conserven en verzorgingsproducten.</p>
<p>‘Het aantal huishoudens dat bij ons aanklopt, is het afgelopen jaar met een kwart gestegen’, vertelt coördinator Gerda Willemsen van de voedselbank. ‘Met deze gift kunnen we verse groente en zuivel inkopen, juist de producten die we het minst gedoneerd krijgen.’</p>
<p>De diaconie blijft de voedselbank steunen. Het inzamelkrat blijft in Beuningen, Druten en Wijchen staan. Kent u iemand die niet rond kan komen en nog geen hulp krijgt? Neem dan vertrouwelijk contact op met het college van diakenen via <a href="mailto:diaconie@pgmaasenwaal.nl">diaconie@pgmaasenwaal.nl</a>.</p>`,
    image: 'diaconie.svg',
    imageAlt: 'Tekening van een mand met brood, fruit en pakken rijst, vastgehouden door twee handen',
    author: 'College van diakenen',
  },
  {
    daysAgo: 13,
    title: 'Jeugdkamp: ‘het mooiste weekend van het jaar’',
    excerpt: 'Tweeënveertig jongeren uit onze dorpen gingen een lang weekend op kamp in de bossen bij Nunspeet. Er werd gekookt, gezongen, gepraat en heel weinig geslapen.',
    body: `<p>Tweeënveertig tieners en twaalf leiders vertrokken op vrijdagmiddag met een bus vol tenten, pannen en gitaren naar een kampeerboerderij bij Nunspeet. Het thema van het kamp was ‘Onderweg’, naar het verhaal van de Emmaüsgangers.</p>
<p>Overdag stonden er een dropping, een bosspel en een kanotocht op het programma. ’s Avonds rond het kampvuur vertelden leiders en jongeren over momenten waarop zij zelf het gevoel hadden dat er iemand met hen meeliep. ‘Dat was spannender dan de dropping’, zei de vijftienjarige Sem uit Horssen.</p>
<blockquote>‘Ik kende bijna niemand toen we weggingen. Nu heb ik een groepsapp met mensen uit vijf dorpen.’</blockquote>
<p>Op zondag vierden de jongeren een eigen viering in de open lucht, die zij zelf hadden voorbereid. De taakgroep jeugd dankt de leiding en iedereen die via de jeugdcollecte aan het kamp heeft bijgedragen. Volgend jaar gaan we weer: houd de <a href="${taskGroupPath('taakgroep-youth')}">jeugdpagina</a> in de gaten.</p>`,
    image: 'jeugdkamp.svg',
    imageAlt: 'Tekening van tenten tussen de bomen met een kampvuur onder een sterrenhemel',
    author: 'Taakgroep Jeugd',
  },
  {
    daysAgo: 17,
    title: 'Orgelconcert in de Dorpskerk Beuningen: van Sweelinck tot Bach',
    excerpt: 'Organist Jan-Willem Hermsen speelt op zaterdagmiddag werken van Sweelinck, Buxtehude en Bach op het gerestaureerde Van Dam-orgel. De toegang is vrij.',
    body: `<p>Het Van Dam-orgel in de Dorpskerk Beuningen klinkt sinds de restauratie weer zoals de bouwers het bedoelden. Reden genoeg voor een concert: organist Jan-Willem Hermsen neemt u mee van de variaties van Jan Pieterszoon Sweelinck via de Noord-Duitse meester Buxtehude naar de Passacaglia in c van Johann Sebastian Bach.</p>
<p>Tussen de stukken door vertelt Hermsen over het instrument. Na afloop kunnen bezoekers de orgeltrap op om de speeltafel en de pijpen van dichtbij te bekijken; kinderen mogen zelf een toon laten klinken.</p>
<ul>
  <li>Aanvang 15.30 uur, de kerk is open vanaf 15.00 uur.</li>
  <li>De toegang is vrij; bij de uitgang is er een collecte voor het orgelfonds.</li>
  <li>De kerk is rolstoeltoegankelijk en heeft een ringleiding.</li>
</ul>`,
    image: 'orgel.svg',
    imageAlt: 'Tekening van een kerkorgel met rijen zilverkleurige pijpen in een houten kast',
    author: 'Taakgroep Kunst in de kerk',
  },
  {
    daysAgo: 21,
    title: 'Renovatie Dorpskerk Beuningen: dak en toren in de steigers',
    excerpt: 'Het dak van de Dorpskerk Beuningen wordt vernieuwd en geïsoleerd, en de toren krijgt nieuw voegwerk. De kerkdiensten gaan gewoon door.',
    body: `<p>Wie de afgelopen dagen langs de Dorpskerk Beuningen kwam, heeft de steigers gezien. Het college van kerkrentmeesters laat het dak vernieuwen en isoleren en het voegwerk van de toren herstellen. De werkzaamheden duren naar verwachting tien weken.</p>
<p>‘De dakpannen waren aan het eind van hun leven en bij harde wind kwam er water binnen’, legt kerkrentmeester Peter Dekker uit. ‘Nu het dak er toch af moet, isoleren we het meteen. Dat scheelt straks een flink deel van de stookkosten.’</p>
<h2>Wat merkt u ervan?</h2>
<p>De kerkdiensten gaan door. De ingang aan de zijkant, via het Kerkpad, is tijdelijk de hoofdingang; volg de bordjes. Op werkdagen kan er geluidsoverlast zijn in het kerkelijk bureau. De renovatie wordt betaald uit de onderhoudsreserve en een subsidie van de provincie voor verduurzaming van monumenten.</p>`,
    image: 'renovatie.svg',
    imageAlt: 'Tekening van een kerktoren met steigers eromheen en een bouwkraan ernaast',
    author: 'College van kerkrentmeesters',
  },
  {
    daysAgo: 26,
    title: 'Afscheid en bevestiging van ambtsdragers',
    excerpt: 'In een feestelijke dienst namen we afscheid van vier ambtsdragers en bevestigden we drie nieuwe ouderlingen en een diaken. De kerkenraad zoekt nog twee diakenen.',
    body: `<p>In de dienst in de Dorpskerk Beuningen namen we afscheid van Gerrit van Rijswijk, Annelies Peters, Bram Kuijpers en Hennie Arts. Samen hebben zij bijna veertig jaar in de kerkenraad gezeten. Voorzitter Hans Verhoef dankte hen ‘voor hun trouw, hun wijsheid en hun geduld in lange vergaderingen’.</p>
<p>Daarna werden Linda Vos, Erik van Dijk en Saskia Hendriks bevestigd als ouderling en Mohamed de Wit als diaken. De gemeente beloofde hen te steunen met het lied ‘Heer, ik kom tot U’ en een stevige handdruk bij de uitgang.</p>
<p>Er zijn nog vacatures voor twee diakenen. Wilt u eens horen wat dat werk inhoudt? Diaken Marjolein de Graaf vertelt er graag over. Zie de pagina van <a href="${pathTo('churchCouncil')}">de kerkenraad</a>.</p>`,
    image: 'afscheid.svg',
    imageAlt: 'Tekening van een grote bos bloemen in een vaas naast een opengeslagen bijbel',
    author: 'Ingrid Jansen, scriba',
  },
  {
    daysAgo: 31,
    title: 'Zonnepanelen op het dak van de Dorpskerk Horssen',
    excerpt: 'Op het zuiddak van de kerk in Horssen liggen sinds deze week 36 zonnepanelen. Ze wekken ongeveer evenveel stroom op als de kerk en het verenigingsgebouw samen verbruiken.',
    body: `<p>Na overleg met de gemeente Druten en de monumentencommissie kreeg het college van kerkrentmeesters toestemming: het zuiddak van de Dorpskerk Horssen, dat vanaf de straat nauwelijks te zien is, ligt nu vol zonnepanelen.</p>
<p>De 36 panelen leveren naar verwachting 12.000 kWh per jaar. Dat is ongeveer evenveel als de kerk en het naastgelegen verenigingsgebouw samen verbruiken. De investering is voor de helft betaald uit een subsidie; de rest verdient zich volgens de berekeningen in acht jaar terug.</p>
<p>De taakgroep duurzaamheid is blij: ‘Zorg voor de schepping begint bij je eigen dak.’ In de hal van de kerk hangt een scherm waarop u kunt zien hoeveel stroom de panelen die dag hebben opgewekt.</p>`,
    image: 'duurzaam.svg',
    imageAlt: 'Tekening van een kerkdak met zonnepanelen onder een stralende zon',
    author: 'Taakgroep Duurzaamheid',
  },
];
