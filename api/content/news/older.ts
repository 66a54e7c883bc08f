/** Seed news, part 3: older articles (written 95 to 150 days before seeding). */
import { pathTo } from '@kerk/kit/site-map';

import type { NewsSeed } from './index';

export const olderArticles: NewsSeed[] = [
  {
    daysAgo: 95,
    title: 'Nieuwe koster voor De Ark in Druten',
    excerpt: 'Na achttien jaar draagt Wim Gerritsen de sleutels van De Ark over aan Joke van Hal. In de dienst van afgelopen zondag werd hij hartelijk bedankt.',
    body: `<p>Achttien jaar lang was Wim Gerritsen elke zondag als eerste in De Ark: verwarming aan, liedborden opgehangen, koffie gezet. Daarnaast zorgde hij voor de zalen bij verhuur en rouwdiensten. ‘Ik heb meer tijd in deze kerk doorgebracht dan in mijn eigen huis’, grapte hij bij zijn afscheid.</p>
<p>Zijn opvolger is Joke van Hal uit Druten, die al jaren meedraait in het kosterteam. Zij wordt bijgestaan door een groep van zes vrijwilligers die om beurten dienst hebben.</p>
<p>Voor het huren van een zaal in De Ark kunt u voortaan bij Joke terecht, via het <a href="${pathTo('contact')}">contactformulier</a> (kies ‘zaalverhuur Druten’).</p>`,
    image: 'dorpskerk.svg',
    imageAlt: 'Tekening van een witte dorpskerk met een spitse toren aan de rivier',
    author: 'College van kerkrentmeesters',
  },
  {
    daysAgo: 103,
    title: 'Ds. Wim Kuipers stelt zich voor',
    excerpt: 'Ds. Wim Kuipers is de komende periode onze interim-predikant. ‘Ik kom niet om alles te veranderen, maar om samen met u te kijken waar de gemeente naartoe wil.’',
    body: `<p>Ds. Wim Kuipers (61) woont in Nijmegen en werkte eerder in gemeenten in Zeeland en de Achterhoek. De laatste tien jaar was hij interim-predikant: hij begeleidt gemeenten in een periode van verandering.</p>
<p>‘Een gemeente van zeven dorpen is bijzonder’, zegt hij. ‘Elk dorp heeft een eigen karakter en een eigen geschiedenis, en toch wilt u één gemeente zijn. Dat vraagt om geduld en om goed luisteren. Ik ga de komende maanden in elk dorp op bezoek en hoor graag wat u bezighoudt.’</p>
<p>Ds. Kuipers gaat regelmatig voor in de diensten en is bereikbaar voor pastorale gesprekken. Zijn contactgegevens vindt u bij <a href="${pathTo('pastoralTeam')}">het pastorale team</a>.</p>`,
    image: 'startzondag.svg',
    imageAlt: 'Tekening van een kerk met een zon erboven en mensen die samen aan een lange tafel zitten',
    author: 'Kerkenraad',
  },
  {
    daysAgo: 110,
    title: 'Taizé-viering bij kaarslicht in Bergharen',
    excerpt: 'Eens per maand is er op vrijdagavond een viering met liederen uit Taizé, stilte en kaarslicht in het Kerkje Bergharen. Iedereen is welkom, ook wie nooit naar de kerk gaat.',
    body: `<p>Een half uur zingen, lezen en stil zijn. Dat is de Taizé-viering die de taakgroep VOS elke eerste vrijdag van de maand houdt in het Kerkje Bergharen. De kerk wordt verlicht door tientallen kaarsen; de liederen zijn kort en worden vaak herhaald, zodat iedereen kan meezingen.</p>
<p>‘Veel mensen vinden het moeilijk om stil te zijn’, zegt Judith Peters van de taakgroep. ‘Maar na een paar liederen merk je dat de stilte vanzelf komt. Mensen blijven na afloop vaak nog even zitten.’</p>
<p>De viering begint om 19.30 uur. Aansluitend is er thee in het zaaltje. Kinderen zijn ook welkom; er liggen kussens voor wie liever op de grond zit.</p>`,
    image: 'kaarsen.svg',
    imageAlt: 'Tekening van brandende kaarsen en een ster boven een kerk in de nacht',
    author: 'Taakgroep VOS',
  },
  {
    daysAgo: 118,
    title: 'Fietstocht langs de zeven kerken',
    excerpt: 'Een route van 42 kilometer voert langs alle kerken van onze gemeente, met onderweg verhalen, vragen en koffie. De routekaart is verkrijgbaar in alle kerken.',
    body: `<p>Hoe goed kent u de andere dorpen van onze gemeente? De taakgroep VOS zette een fietsroute uit die begint en eindigt bij de Dorpskerk Beuningen en langs alle zeven kerken voert: van Beuningen via Wijchen, Bergharen en Leur naar Batenburg, Horssen en Druten.</p>
<p>Bij elke kerk hangt een bordje met een QR-code en een kort verhaal over de kerk en het dorp, en een vraag om onderweg over na te denken. De route is 42 kilometer lang en grotendeels vlak; een kortere variant van 25 kilometer slaat Batenburg en Leur over.</p>
<p>Op de tweede zaterdag van de maand staan er bij drie kerken vrijwilligers met koffie en iets lekkers. De routekaart ligt bij de ingang van alle kerken en is ook op te vragen bij het kerkelijk bureau.</p>`,
    image: 'rivier.svg',
    imageAlt: 'Tekening van een kleine kapel op een dijk langs een rivier met een fietser op het pad',
    author: 'Taakgroep VOS',
  },
  {
    daysAgo: 126,
    title: 'Kerstactie brengt € 8.400 op voor schoolmaaltijden in Malawi',
    excerpt: 'Met de opbrengst van de kerstactie kunnen ruim vierhonderd kinderen in Malawi een jaar lang elke schooldag een warme maaltijd krijgen.',
    body: `<p>De diaconie koos voor de kerstactie een project van Kerk in Actie in Malawi. Daar krijgen kinderen op school een warme maaltijd van maïspap met groente, vaak hun enige echte maaltijd van de dag. Scholen met een maaltijdprogramma zien het verzuim sterk dalen.</p>
<p>De collectes in de kerstperiode, de verkoop van kerststukjes door de vrouwengroep in Horssen en een sponsorloop van de tienerclub brachten samen € 8.400 op. Kerk in Actie verdubbelt giften voor dit project, zodat er ruim € 16.000 naar Malawi gaat.</p>
<p>Het college van diakenen dankt iedereen die heeft bijgedragen. In het volgende nummer van <a href="${pathTo('stroom')}">Stroom</a> leest u een interview met een onderwijzeres uit een van de scholen.</p>`,
    image: 'diaconie.svg',
    imageAlt: 'Tekening van een mand met brood, fruit en pakken rijst, vastgehouden door twee handen',
    author: 'College van diakenen',
  },
  {
    daysAgo: 133,
    title: 'Vrijwilligersavond: dank aan ruim driehonderd vrijwilligers',
    excerpt: 'Kosters, lopers, koffieschenkers, leiding van de jeugdclubs en nog veel meer: de kerkenraad bedankte alle vrijwilligers met een avond vol muziek, spel en een buffet.',
    body: `<p>Zonder vrijwilligers geen kerk. Dat bleek wel toen de kerkenraad alle vrijwilligers uitnodigde in Open Hof: de zaal zat vol met meer dan tweehonderd mensen, en dat was nog niet eens iedereen.</p>
<p>Na een welkom door voorzitter Hans Verhoef volgde een quiz over de gemeente (wie wist dat de oudste vrijwilliger 91 is?), muziek van de band van de jongerendienst en een buffet dat was bereid door de cateringgroep van Wijchen.</p>
<p>‘We zeggen het te weinig’, zei Verhoef, ‘maar elke dienst, elk bezoek en elke kop koffie na de kerk is er dankzij u.’ Wilt u ook vrijwilliger worden? Er is altijd iets te doen dat bij u past. Kijk bij <a href="${pathTo('taskGroups')}">de taakgroepen</a> of neem contact op.</p>`,
    image: 'startzondag.svg',
    imageAlt: 'Tekening van een kerk met een zon erboven en mensen die samen aan een lange tafel zitten',
    author: 'Kerkenraad',
  },
  {
    daysAgo: 141,
    title: 'Het orgel van Open Hof krijgt een grote onderhoudsbeurt',
    excerpt: 'Het orgel in Open Hof wordt schoongemaakt en opnieuw gestemd. Tijdens het onderhoud begeleidt een piano de gemeentezang.',
    body: `<p>Elke vijftien tot twintig jaar heeft een kerkorgel een grote beurt nodig. Stof en temperatuurwisselingen zorgen ervoor dat pijpen vals gaan klinken en dat het mechaniek gaat haperen. Voor het orgel van Open Hof is het nu zover.</p>
<p>Orgelmaker Bert Wiegerinck haalt alle pijpen uit het instrument, maakt ze schoon en zet ze terug. Daarna wordt elk register opnieuw geïntoneerd en gestemd. Het werk duurt ongeveer zes weken. In die tijd begeleidt een vleugel de gemeentezang.</p>
<p>De kosten van € 14.500 worden betaald uit het orgelfonds, waarvoor de afgelopen jaren bij concerten werd gecollecteerd. Na afloop volgt een feestelijk concert om het vernieuwde instrument te laten horen.</p>`,
    image: 'orgel.svg',
    imageAlt: 'Tekening van een kerkorgel met rijen zilverkleurige pijpen in een houten kast',
    author: 'College van kerkrentmeesters',
  },
  {
    daysAgo: 150,
    title: 'Paasontbijt en paaswake in de Dorpskerk Beuningen',
    excerpt: 'Op paasmorgen begon de dag met een ontbijt voor jong en oud, na een paaswake bij zonsopgang. Ruim honderd mensen schoven aan.',
    body: `<p>Al vroeg in de ochtend, toen het nog donker was, kwam een kleine groep samen bij de Dorpskerk Beuningen voor de paaswake. Bij een vuur buiten de kerk werd de nieuwe paaskaars aangestoken en in een stille stoet naar binnen gedragen.</p>
<p>Daarna gingen de deuren open voor het paasontbijt. Aan lange tafels in de kerkzaal zaten families, alleenstaanden, buren en gasten. De kinderen zochten paaseieren in de pastorietuin.</p>
<p>‘Het licht dat je in het donker ziet binnenkomen, dat blijft je bij’, zei een van de bezoekers. De taakgroep eredienst dankt de bakkers, de ontbijtploeg en de muzikanten.</p>`,
    image: 'kaarsen.svg',
    imageAlt: 'Tekening van brandende kaarsen en een ster boven een kerk in de nacht',
    author: 'Taakgroep Eredienst',
  },
];
