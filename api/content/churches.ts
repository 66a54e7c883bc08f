/**
 * The churches of the seven locations (spec §3), in the spec's order. Addresses, postcodes and
 * coordinates are fictional but plausible; the drawings live in images/churches/.
 */
import type { ChurchInput } from '../src/plugins/app/churches/churches-repository';

export const churches: ChurchInput[] = [
  {
    slug: 'beuningen',
    name: 'Dorpskerk Beuningen',
    address: 'Kerkstraat 10',
    zipcode: '6641 AB',
    city: 'Beuningen',
    description:
      'Onze grootste kerk, met een toren uit de vijftiende eeuw en een schip dat na de oorlog opnieuw is opgebouwd. Elke zondag is hier om 10.00 uur een dienst, die ook live te volgen is via ons YouTube-kanaal. Naast de kerk staat het kerkelijk bureau, waar u op werkdagen van 9.00 tot 12.00 uur terechtkunt.',
    accessibility:
      'Drempelvrije ingang aan de zijkant, via het Kerkpad. Vooraan in de kerk zijn plaatsen voor rolstoelen vrijgehouden. Er is een ringleiding (stand T) en een aangepast toilet in het kerkelijk bureau. Twee gehandicaptenparkeerplaatsen op het Kerkplein.',
    image: 'dorpskerk-beuningen.svg',
    imageAlt: 'Tekening van de Dorpskerk in Beuningen: een kerk met een hoge toren met spits en haan, tussen bomen',
    latitude: 51.8619,
    longitude: 5.7741,
  },
  {
    slug: 'druten',
    name: 'De Ark',
    address: 'Hogestraat 5',
    zipcode: '6651 BJ',
    city: 'Druten',
    description:
      'Een moderne kerk uit 1972, met een gebogen dak dat aan een schip doet denken. Elke zondag om 10.00 uur een dienst, in juli en augustus om 9.30 uur. De grote zaal en drie vergaderruimten worden ook verhuurd aan verenigingen en koren.',
    accessibility:
      'Het hele gebouw is gelijkvloers, met een automatische deur en een aangepast toilet. In de kerkzaal en de grote zaal is een ringleiding. Ruime parkeerplaats achter de kerk, met twee gehandicaptenparkeerplaatsen bij de ingang.',
    image: 'de-ark-druten.svg',
    imageAlt: 'Tekening van De Ark in Druten: een moderne kerk met een gebogen dak als een schip, grote ramen en een slanke klokkenstoel',
    latitude: 51.8884,
    longitude: 5.6063,
  },
  {
    slug: 'wijchen',
    name: 'Open Hof',
    address: 'Julianaplein 3',
    zipcode: '6602 CK',
    city: 'Wijchen',
    description:
      'Kerk- en ontmoetingscentrum midden in Wijchen. Elke zondag om 10.30 uur een dienst. Op dinsdag- en donderdagochtend is het inloopcafé open voor iedereen die zin heeft in een kop koffie en een praatje. Ook hier zijn zalen te huur.',
    accessibility:
      'Drempelvrije hoofdingang met een automatische deur, een aangepast toilet en een ringleiding in de kerkzaal. Parkeren kan op het Julianaplein; een gehandicaptenparkeerplaats is vlak bij de ingang.',
    image: 'open-hof-wijchen.svg',
    imageAlt: 'Tekening van de Open Hof in Wijchen: een laag, modern kerkgebouw met veel glas en een kruis op een paal voor de deur',
    latitude: 51.8088,
    longitude: 5.7262,
  },
  {
    slug: 'batenburg',
    name: 'Dorpskerk Batenburg',
    address: 'Walstraat 2',
    zipcode: '6634 AE',
    city: 'Batenburg',
    description:
      'Een laatmiddeleeuwse kerk van natuursteen, met een zware toren en bijzondere grafmonumenten van de heren van Batenburg. Op de eerste zondag van de maand om 10.00 uur een dienst. In juli en augustus is de kerk op zaterdagmiddag open voor bezoekers.',
    accessibility:
      'Bij de ingang is één hoge trede; op verzoek leggen de kosters een oprijplaat neer. De vloer is oneffen. Er is geen ringleiding en geen aangepast toilet. Parkeren kan op het plein voor de kerk.',
    image: 'dorpskerk-batenburg.svg',
    imageAlt: 'Tekening van de Dorpskerk in Batenburg: een oude kerk van natuursteen met een zware toren met zadeldak en steunberen',
    latitude: 51.8224,
    longitude: 5.6229,
  },
  {
    slug: 'horssen',
    name: 'Dorpskerk Horssen',
    address: 'Kerkweg 4',
    zipcode: '6657 BD',
    city: 'Horssen',
    description:
      'Een eenvoudige dorpskerk met een dakruiter. Op de derde zondag van de maand om 10.00 uur een dienst, en op kerstavond om 22.00 uur. Na de dienst drinken we samen koffie in het verenigingsgebouw naast de kerk.',
    accessibility:
      'De kerk is via een hellingbaan aan de zijkant bereikbaar met een rolstoel. Het aangepaste toilet is in het verenigingsgebouw. Een ringleiding is er niet; vooraan zijn de sprekers het best te verstaan.',
    image: 'dorpskerk-horssen.svg',
    imageAlt: 'Tekening van de Dorpskerk in Horssen: een kleine kerk met een torentje op het dak, met rechts het lage verenigingsgebouw',
    latitude: 51.8546,
    longitude: 5.6181,
  },
  {
    slug: 'bergharen',
    name: 'Kerkje Bergharen',
    address: 'Molenstraat 1',
    zipcode: '6617 AH',
    city: 'Bergharen',
    description:
      'Een wit kerkje tussen hoge bomen, geliefd voor huwelijksvieringen. Op de tweede zondag van de maand om 10.00 uur een dienst; in juli en augustus is dat een zomeravonddienst om 19.00 uur. Op Goede Vrijdag is er om 19.30 uur een sobere viering. In de zomer is het kerkje op zaterdagmiddag open.',
    accessibility:
      'Het pad naar de ingang is van grind; er is geen drempel. Binnen is weinig ruimte voor een rolstoel, maar de kosters maken graag een plek vrij. Geen toilet in het kerkje zelf; het dichtstbijzijnde is in het dorpshuis, op 200 meter.',
    image: 'kerkje-bergharen.svg',
    imageAlt: 'Tekening van het witte kerkje in Bergharen met een klein torentje op de gevel, tussen hoge bomen',
    latitude: 51.8517,
    longitude: 5.6698,
  },
  {
    slug: 'leur',
    name: 'Kapel Leur',
    address: 'Leurse Dijk 7',
    zipcode: '6615 AK',
    city: 'Leur',
    description:
      'Een kleine kapel aan de voet van de dijk, die we samen met de parochie gebruiken. Op de laatste zondag van de maand om 19.00 uur een avondgebed, en oecumenische vieringen om 10.00 uur op de tweede zondag van september en de vierde adventszondag. De taakgroep Kunst in de kerk houdt hier twee keer per jaar een tentoonstelling.',
    accessibility:
      'De ingang ligt op straatniveau, zonder drempel. Er is geen aangepast toilet en geen ringleiding. Parkeren kan langs de Leurse Dijk; bij drukte helpen vrijwilligers u bij het uitstappen voor de deur.',
    image: 'kapel-leur.svg',
    imageAlt: 'Tekening van de Kapel in Leur: een kleine kapel met een ronde koorsluiting en een klokkengevel, aan de voet van de dijk',
    latitude: 51.8296,
    longitude: 5.6432,
  },
];
