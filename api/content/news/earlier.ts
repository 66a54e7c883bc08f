/** Seed news, part 2: articles written 36 to 88 days before seeding. */
import { pathTo } from '@kerk/kit/site-map';

import type { NewsSeed } from './index';

export const earlierArticles: NewsSeed[] = [
  {
    daysAgo: 36,
    title: 'Kindernevendienst nu ook in het Kerkje Bergharen',
    excerpt: 'Vanaf deze maand is er ook in Bergharen kindernevendienst. Twee moeders uit het dorp hebben het initiatief genomen; er wordt gewerkt met het programma Vertel het maar.',
    body: `<p>Lange tijd reden gezinnen uit Bergharen naar Wijchen of Beuningen als hun kinderen naar de kindernevendienst wilden. Daar komt nu verandering in: Esther Janssen en Fleur van Beek begonnen in het Kerkje Bergharen een eigen groep voor kinderen van vier tot twaalf jaar.</p>
<p>Na de schriftlezing gaan de kinderen naar het zaaltje achter de kerk. Daar horen ze het verhaal van die zondag, praten erover en knutselen of spelen iets. Voor de zegen komen ze terug in de kerk en laten ze zien wat ze gemaakt hebben.</p>
<p>‘De eerste zondag waren er zes kinderen, de tweede al negen’, vertelt Esther. ‘We zoeken nog een paar volwassenen die eens per zes weken willen meedraaien.’ Belangstelling? Spreek Esther of Fleur aan na de dienst, of mail naar <a href="mailto:jeugd@pgmaasenwaal.nl">jeugd@pgmaasenwaal.nl</a>.</p>`,
    image: 'zingen.svg',
    imageAlt: 'Tekening van kinderen die in een kring zitten rond een verteller, met muzieknoten erboven',
    author: 'Taakgroep Jeugd',
  },
  {
    daysAgo: 42,
    title: 'Actie Kerkbalans: dank voor uw bijdrage',
    excerpt: 'De toezeggingen voor Kerkbalans komen uit op € 211.000. Dat is iets minder dan vorig jaar, maar meer dan begroot. Het college van kerkrentmeesters dankt alle gevers en lopers.',
    body: `<p>Ruim zeventig vrijwilligers brachten de enveloppen van Kerkbalans rond en haalden ze weer op. Inmiddels zijn alle toezeggingen verwerkt: samen zegden de leden en vrienden van onze gemeente € 211.000 toe.</p>
<p>‘Het aantal gevers daalt langzaam, maar wie geeft, geeft vaak wat meer’, zegt penningmeester Arjan Bos. ‘Daar zijn we dankbaar voor. Dankzij uw bijdrage kunnen we de predikanten en de kerkelijk werker betalen, de gebouwen onderhouden en het jeugdwerk uitbreiden.’</p>
<p>Heeft u nog niet toegezegd? Dat kan nog steeds, via het kerkelijk bureau. Een gift aan de kerk is aftrekbaar van de belasting: onze gemeente is een ANBI. Meer daarover op de <a href="${pathTo('anbi')}">ANBI-pagina</a>.</p>`,
    image: 'dorpskerk.svg',
    imageAlt: 'Tekening van een witte dorpskerk met een spitse toren aan de rivier',
    author: 'College van kerkrentmeesters',
  },
  {
    daysAgo: 48,
    title: 'Gemeenteavond over de toekomst van onze kerkgebouwen',
    excerpt: 'Zeven dorpen, zeven kerkgebouwen, en steeds minder mensen en middelen. Op de gemeenteavond praatten ruim honderd gemeenteleden mee over de vraag hoe het verder moet.',
    body: `<p>De kerkenraad had de gemeente uitgenodigd in De Ark in Druten om te praten over een moeilijk onderwerp: wat doen we met onze kerkgebouwen? De kosten van onderhoud en energie stijgen, terwijl sommige kerken maar één keer per maand gebruikt worden.</p>
<p>Aan de hand van cijfers van het college van kerkrentmeesters bespraken de aanwezigen in groepjes verschillende mogelijkheden: gebouwen delen met de dorpsgemeenschap, ruimten verhuren, of op termijn afscheid nemen van een gebouw. ‘Een kerk is meer dan stenen’, zei een gemeentelid uit Batenburg, ‘maar het is ook niet níéts.’</p>
<p>De kerkenraad neemt de opbrengst van de avond mee in een voorstel, dat volgend jaar aan de gemeente wordt voorgelegd. Er wordt geen besluit genomen zonder een nieuwe gemeenteavond. Het verslag van de avond is op te vragen bij de scriba.</p>`,
    image: 'dorpskerk.svg',
    imageAlt: 'Tekening van een witte dorpskerk met een spitse toren aan de rivier',
    author: 'Kerkenraad',
  },
  {
    daysAgo: 55,
    title: 'Open Monumentendag: kom kijken in de Kapel Leur',
    excerpt: 'De kleinste kerk van onze gemeente is op Open Monumentendag de hele dag geopend. Gidsen vertellen over de geschiedenis van de kapel en het dorp aan de Maas.',
    body: `<p>De Kapel Leur is met zestig zitplaatsen de kleinste kerk van onze gemeente, maar zeker niet de minst bijzondere. Op Open Monumentendag staat de deur van 10.00 tot 16.00 uur open.</p>
<p>Vrijwilligers uit het dorp vertellen over de geschiedenis van de kapel, over de hoogwaters die het dorp troffen en over de mensen die de kapel al generaties lang onderhouden. Er is een kleine tentoonstelling met oude foto’s en kerkboeken.</p>
<p>Om 12.00 en 15.00 uur is er een korte muzikale pauze met orgel en zang. Koffie en thee staan klaar. Wie wil, kan daarna doorfietsen naar Bergharen en Batenburg, waar de kerken ook open zijn.</p>`,
    image: 'rivier.svg',
    imageAlt: 'Tekening van een kleine kapel op een dijk langs een rivier met een fietser op het pad',
    author: 'Taakgroep PR en communicatie',
  },
  {
    daysAgo: 61,
    title: 'Cantorij zoekt tenoren en bassen',
    excerpt: 'De cantorij zingt ongeveer eens per maand in de diensten en bereidt nu de advents- en kerstperiode voor. Vooral mannenstemmen zijn welkom.',
    body: `<p>De cantorij van onze gemeente bestaat uit achttien zangers uit vijf dorpen. Eens per maand ondersteunen zij de gemeentezang en zingen zij een motet of een canon. De repetities zijn op dinsdagavond in Open Hof in Wijchen.</p>
<p>‘We hebben prachtige sopranen en alten, maar de lage stemmen zijn dun bezet’, zegt cantor Anneke Smits. ‘Je hoeft geen ervaren koorzanger te zijn. Als je graag zingt en een melodie kunt onthouden, kom je een heel eind.’</p>
<p>U kunt vrijblijvend drie repetities meedoen. Aanmelden of meer weten: <a href="mailto:cantorij@pgmaasenwaal.nl">cantorij@pgmaasenwaal.nl</a>.</p>`,
    image: 'zingen.svg',
    imageAlt: 'Tekening van kinderen die in een kring zitten rond een verteller, met muzieknoten erboven',
    author: 'Cantorij',
  },
  {
    daysAgo: 68,
    title: 'De bloemengroet: wie brengt de bloemen rond?',
    excerpt: 'Elke zondag gaan de bloemen uit de kerk als groet naar iemand in de gemeente. We zoeken mensen die af en toe een bos bloemen willen bezorgen.',
    body: `<p>In al onze kerken staat op zondag een bos bloemen bij de avondmaalstafel. Na de dienst gaan die bloemen, met een kaart namens de hele gemeente, naar iemand die wel een groet kan gebruiken: iemand die ziek is, rouwt, jarig is of juist iets te vieren heeft.</p>
<p>Wie de bloemen krijgt, wordt bepaald door het pastorale team en de ouderlingen. Het rondbrengen doen vrijwilligers. ‘Je wordt bijna altijd binnen gevraagd voor een kop koffie’, vertelt Riet van Wanrooij uit Druten, die dit al twaalf jaar doet. ‘Soms is dat het begin van een mooi gesprek.’</p>
<p>Wilt u ook af en toe de bloemen bezorgen? Geef uw naam door aan de koster van uw kerk of aan het pastorale team via <a href="${pathTo('contact')}">het contactformulier</a>.</p>`,
    image: 'afscheid.svg',
    imageAlt: 'Tekening van een grote bos bloemen in een vaas naast een opengeslagen bijbel',
    author: 'Taakgroep Pastoraat',
  },
  {
    daysAgo: 74,
    title: 'Vakantietassen voor kinderen in de regio',
    excerpt: 'Niet elk kind gaat op vakantie. De diaconie vulde samen met de basisscholen tachtig vakantietassen met boeken, spelletjes en dagjes-uit-bonnen.',
    body: `<p>Voor kinderen uit gezinnen met weinig geld kan de zomervakantie lang duren. Daarom stelde de diaconie samen met vijf basisscholen en het maatschappelijk werk vakantietassen samen: een rugzak met een boek, buitenspeelgoed, een spel en bonnen voor het zwembad en de speeltuin.</p>
<p>Gemeenteleden gaven spullen en geld; de tassen werden ingepakt door een groep vrijwilligers in het zaaltje van De Ark. De scholen deelden de tassen uit, zodat de diaconie niet hoeft te weten welke gezinnen het zijn.</p>
<p>‘Een juf vertelde dat een jongen zijn tas de hele dag niet meer had afgedaan’, zegt diaken Karin van Wijk. ‘Daar doe je het voor.’ De actie kostte € 3.200 en wordt volgend jaar herhaald.</p>`,
    image: 'diaconie.svg',
    imageAlt: 'Tekening van een mand met brood, fruit en pakken rijst, vastgehouden door twee handen',
    author: 'College van diakenen',
  },
  {
    daysAgo: 88,
    title: 'Expositie ‘Water en land’ in de Dorpskerk Batenburg',
    excerpt: 'Twaalf kunstenaars uit Maas en Waal laten in de Dorpskerk Batenburg werk zien over de rivieren die ons land vormen. De expositie is vier weekenden te zien.',
    body: `<p>De taakgroep Kunst in de kerk nodigde kunstenaars uit de regio uit om werk te maken over het landschap tussen Maas en Waal: de rivieren, de dijken, de uiterwaarden en de mensen die er wonen. Het resultaat is een verrassende tentoonstelling met schilderijen, foto’s, keramiek en een grote textielinstallatie in het koor van de kerk.</p>
<p>De expositie is op zaterdag en zondag van 13.00 tot 17.00 uur te bezoeken. Op zondagmiddag om 15.00 uur vertelt steeds een van de kunstenaars over zijn of haar werk.</p>
<p>‘Water is in de Bijbel een beeld van gevaar en van leven tegelijk’, zegt curator Mieke Gerritsen. ‘Dat herken je hier in het rivierengebied. Die spanning zie je terug in bijna elk werk.’</p>`,
    image: 'rivier.svg',
    imageAlt: 'Tekening van een kleine kapel op een dijk langs een rivier met een fietser op het pad',
    author: 'Taakgroep Kunst in de kerk',
  },
];
