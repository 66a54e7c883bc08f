/**
 * Seed events for the agenda, placed relative to the seeding day so a fresh site always has a
 * past, a "today" and coming months. `day` counts days from the seeding day (Amsterdam); an event
 * without `start` lasts whole days; `days` makes it run over more days (the last day is day + days).
 * Venues are the churches of the `churches` page.
 */
export const VENUES = {
  beuningen: { churchName: 'Dorpskerk Beuningen', address: 'Kerkstraat 10, 6641 AB Beuningen' },
  druten: { churchName: 'De Ark', address: 'Hogestraat 5, 6651 BJ Druten' },
  wijchen: { churchName: 'Open Hof', address: 'Julianaplein 3, 6602 CK Wijchen' },
  batenburg: { churchName: 'Dorpskerk Batenburg', address: 'Walstraat 2, 6634 AE Batenburg' },
  horssen: { churchName: 'Dorpskerk Horssen', address: 'Kerkweg 4, 6657 BD Horssen' },
  bergharen: { churchName: 'Kerkje Bergharen', address: 'Molenstraat 1, 6617 AH Bergharen' },
  leur: { churchName: 'Kapel Leur', address: 'Leurse Dijk 7, 6615 AK Leur' },
} as const;

export type EventLocation = keyof typeof VENUES;

export interface EventSeed {
  title: string;
  day: number;
  /** 'HH:mm' Amsterdam time; absent for an all-day event. */
  start?: string;
  /** 'HH:mm' on the last day. */
  end?: string;
  days?: number;
  location: EventLocation;
  description: string;
  /** Sign-ups with this many seats (issue 43), closing `closesBefore` days before at 12.00 (else at the start). */
  signup?: { seats: number; closesBefore?: number; question?: string };
}

export const events: EventSeed[] = [
  { title: 'Gemeenteavond over het beleidsplan', day: -70, start: '19:30', end: '21:30', location: 'beuningen',
    description: '<p>De kerkenraad legt het nieuwe beleidsplan voor de komende vier jaar aan u voor. Wat willen we vasthouden, wat laten we los, en waar zien we nieuwe kansen in onze zeven dorpen?</p><p>Na een korte toelichting gaan we in kleine groepen met elkaar in gesprek. Koffie en thee staan vanaf 19.00 uur klaar.</p>' },
  { title: 'Orgelconcert: Bach in de Dorpskerk', day: -63, start: '15:00', end: '16:15', location: 'batenburg',
    description: '<p>Organist Gerrit van Wely bespeelt het historische Naber-orgel met koraalbewerkingen en een triosonate van Johann Sebastian Bach. Tussen de stukken vertelt hij over het orgel en de muziek.</p><p>Toegang vrij; bij de uitgang is er een collecte voor het orgelonderhoud.</p>' },
  { title: 'Jongerenweekend: Wie ben jij?', day: -56, days: 2, start: '19:00', end: '16:00', location: 'druten',
    description: '<p>Een weekend weg voor jongeren van 14 tot 18 jaar, met spel, gesprek, een nachtwandeling en samen koken. We vertrekken vrijdagavond vanaf De Ark en zijn zondagmiddag terug.</p><p>Opgave bij de taakgroep Jeugd; de eigen bijdrage is € 35.</p>' },
  { title: 'Bijbelkring: de Psalmen', day: -49, start: '20:00', end: '21:30', location: 'wijchen',
    description: '<p>We lezen elke keer één psalm en praten over wat de dichter beweegt: klacht, dank, twijfel en vertrouwen. Voorkennis is niet nodig; een bijbel kunt u ter plekke lenen.</p>' },
  { title: 'Koffieochtend voor nieuwkomers', day: -42, start: '10:00', end: '11:30', location: 'druten',
    description: '<p>Nieuw in de gemeente of in het dorp? Maak in een ontspannen sfeer kennis met predikant, kerkrentmeesters en andere gemeenteleden. U hoort hoe de gemeente in elkaar zit en waar u kunt aansluiten.</p>' },
  { title: 'Taizé-avondgebed', day: -35, start: '19:00', end: '20:00', location: 'leur',
    description: '<p>Een uur van stilte, korte lezingen en de eenvoudige, herhaalde liederen uit Taizé bij kaarslicht. Iedereen is welkom, ook wie zelden een kerk binnenstapt.</p>' },
  { title: 'Expositie: Licht in de kerk', day: -28, days: 14, location: 'leur',
    description: '<p>De taakgroep Kunst in de kerk toont foto\'s en glaswerk van kunstenaars uit het Land van Maas en Waal rond het thema licht.</p><p>De kapel is dagelijks open van 13.00 tot 17.00 uur; vrijwilligers vertellen u graag meer over de werken.</p>' },
  { title: 'Lezing: Duurzaam leven met de schepping', day: -21, start: '20:00', end: '22:00', location: 'wijchen',
    description: '<p>Wat betekent zorg voor de schepping in ons dagelijks leven? Een bioloog en een predikant gaan in gesprek, met praktische tips van de taakgroep Duurzaamheid voor thuis en voor de kerk.</p>' },
  { title: 'Kinderkerk knutselmiddag', day: -14, start: '14:00', end: '16:00', location: 'horssen',
    description: '<p>Voor kinderen van 4 tot 12 jaar: we horen het verhaal van de ark van Noach en maken samen een grote ark vol dieren. Ouders en grootouders zijn welkom om te helpen.</p>' },
  { title: 'Zangavond met oude en nieuwe liederen', day: -7, start: '19:30', end: '21:00', location: 'bergharen',
    description: '<p>Samen zingen uit het Liedboek en uit nieuwere bundels, begeleid door piano en fluit. U mag vooraf uw favoriete lied opgeven bij de koster.</p>' },
  { title: 'Gespreksgroep rouw en verlies', day: -3, start: '19:30', end: '21:00', location: 'beuningen',
    description: '<p>Een kleine groep voor wie een dierbare heeft verloren. Onder leiding van een pastoraal medewerker delen we ervaringen en zoeken we naar woorden voor gemis. Aanmelden vooraf is fijn, maar niet verplicht.</p>' },
  { title: 'Boekenmarkt voor de zending', day: -1, days: 2, location: 'wijchen',
    description: '<p>Drie dagen lang een grote tweedehands boekenmarkt in de zaal van de Open Hof: romans, kinderboeken, streekgeschiedenis en theologie. De opbrengst gaat naar een schoolproject in Malawi.</p><p>Open van 9.00 tot 17.00 uur; boeken inleveren kan tot de dag ervoor.</p>' },
  { title: 'Inloopcafé Open Hof', day: -1, start: '10:00', end: '12:00', location: 'wijchen',
    description: '<p>Een kop koffie, een praatje en de krant: het inloopcafé is voor iedereen die even gezelschap zoekt. Vrijwilligers van de diaconie schenken in.</p>' },
  { title: 'Koffieochtend in De Ark', day: 0, start: '10:00', end: '11:30', location: 'druten',
    description: '<p>Elke week drinken we samen koffie in de grote zaal van De Ark. Er is tijd voor een goed gesprek, een spelletje of gewoon even bijkomen.</p>' },
  { title: 'Bijbelkring: de Psalmen (vervolg)', day: 1, start: '20:00', end: '21:30', location: 'wijchen',
    description: '<p>We gaan verder met de psalmen van de pelgrims (Psalm 120 tot 134). Ook wie de vorige avonden miste, kan gewoon aanschuiven.</p>' },
  { title: 'Gesprekskring Geloven in het dagelijks leven', day: 2, start: '20:00', end: '21:30', location: 'horssen',
    description: '<p>Hoe houd je je geloof levend tussen werk, gezin en mantelzorg? Aan de hand van een kort artikel praten we over vragen die ons bezighouden. De kring is bij de koster in het verenigingsgebouw.</p>' },
  { title: 'Orgelmiddag voor kinderen', day: 4, start: '14:00', end: '15:30', location: 'beuningen',
    description: '<p>Hoe werkt een orgel eigenlijk? Kinderen mogen achter de klavieren, de pijpen van dichtbij bekijken en zelf een melodie spelen. Met een speurtocht door de Dorpskerk.</p>' },
  { title: 'Repetitie projectkoor', day: 6, start: '19:45', end: '21:45', location: 'druten',
    description: '<p>Het projectkoor studeert liederen in voor de viering van het gemeentekamp. Zangervaring is niet nodig: het koor is open voor iedereen die graag zingt.</p>' },
  { title: 'Ouderenmiddag met high tea', day: 8, start: '14:30', end: '16:30', location: 'bergharen',
    description: '<p>Een gezellige middag voor de ouderen uit alle dorpen, met zelfgebakken lekkernijen, een verhaal en een lied. Heeft u vervoer nodig? Bel het kerkelijk bureau, dan halen we u op.</p>' },
  { title: 'Doopgesprek voor ouders', day: 9, start: '19:30', end: '21:00', location: 'wijchen',
    description: '<p>Wilt u uw kind laten dopen? Op deze avond praten ouders met de predikant over de betekenis van de kinderdoop en bereiden we samen de doopdienst voor: de lezingen, de liederen en de vragen die u in de kerk beantwoordt.</p><p>Ook wie nog twijfelt of gewoon meer wil weten, is van harte welkom.</p>' },
  { title: 'Kerkenraadsvergadering (openbaar deel)', day: 11, start: '20:00', end: '22:00', location: 'beuningen',
    description: '<p>Het eerste deel van de vergadering is openbaar. Op de agenda staan onder meer de jaarrekening van de diaconie en het onderhoud van de kerkgebouwen. Stukken liggen een week vooraf ter inzage.</p>' },
  { title: 'Gemeentekamp aan de Maas', day: 13, days: 2, start: '18:00', end: '15:00', location: 'batenburg',
    description: '<p>Een weekend kamperen voor jong en oud op het weiland naast de Dorpskerk van Batenburg, met spelletjes, een kampvuur, een fietstocht en zondag een viering in de open lucht.</p><ul><li>Tent of caravan meebrengen, of een plek in de boerderij reserveren</li><li>Opgave via het kerkelijk bureau</li></ul>' },
  { title: 'Filmavond met nagesprek', day: 17, start: '19:30', end: '22:00', location: 'leur',
    description: '<p>We kijken samen een speelfilm over vergeving en verzoening en praten daarna na bij een drankje. De titel maken we bekend in de nieuwsbrief.</p>' },
  { title: 'Kerstmarkt rond de Dorpskerk', day: 19, start: '11:00', end: '16:00', location: 'horssen',
    description: '<p>Op de kerstmarkt rond de Dorpskerk van Horssen verkoopt de vrouwengroep zelfgemaakte kerststukjes, en er zijn oliebollen, warme chocolademelk en een kraam met tweedehands kinderboeken.</p><p>De opbrengst van de kerstmarkt gaat naar de kerstactie van de diaconie.</p>' },
  { title: 'Inzameling voor de voedselbank', day: 20, location: 'druten',
    description: '<p>De hele dag kunt u bij De Ark houdbare levensmiddelen en verzorgingsproducten inleveren voor de voedselbank Maas en Waal. Vrijwilligers nemen uw gift aan van 9.00 tot 18.00 uur.</p>' },
  { title: 'Lezing: Het verhaal van onze dorpskerken', day: 24, start: '20:00', end: '21:30', location: 'batenburg',
    description: '<p>Een streekhistoricus vertelt over de geschiedenis van de kerken in Batenburg, Horssen, Bergharen en Leur: van kapel tot protestantse dorpskerk, met oude kaarten en foto\'s.</p>' },
  { title: 'Jeugdclub 12+: spelavond', day: 28, start: '19:00', end: '21:00', location: 'horssen',
    description: '<p>Een avond vol bordspellen, een quiz en patat. Neem gerust een vriend of vriendin mee!</p>' },
  { title: 'Concert Maas en Waals Kamerkoor', day: 33, start: '20:00', end: '21:30', location: 'beuningen',
    description: '<p>Het kamerkoor zingt motetten van Sweelinck tot Rutter. Kaarten à € 12,50 aan de deur; kinderen tot 12 jaar gratis.</p>' },
  { title: 'Expositie: Handen en gezichten', day: 38, days: 4, location: 'leur',
    description: '<p>Portretten en beelden van amateurkunstenaars uit onze gemeente. Op de laatste dag is er om 16.00 uur een korte afsluiting met muziek.</p>' },
  { title: 'Workshop iconen schilderen', day: 45, start: '09:30', end: '16:00', location: 'bergharen', signup: { seats: 12, closesBefore: 2 },
    description: '<p>Onder begeleiding van een ervaren iconenschilder maakt u in één dag een eenvoudige icoon. Materiaal en lunch zijn inbegrepen; er zijn twaalf plaatsen.</p>' },
  { title: 'Gemeenteavond: terugblik en vooruitblik', day: 52, start: '19:30', end: '21:30', location: 'wijchen',
    description: '<p>We kijken terug op het afgelopen seizoen en vooruit naar de plannen voor het komende. De kerkrentmeesters presenteren de begroting.</p>' },
  { title: 'Wandeling langs de Waal met bezinningsmomenten', day: 60, start: '13:30', end: '16:30', location: 'druten',
    description: '<p>Een wandeling van ongeveer acht kilometer over de dijk, met onderweg drie korte momenten van stilte en een tekst. Start en eind bij De Ark; stevige schoenen aanbevolen.</p>' },
  { title: 'Avondzang bij kaarslicht', day: 70, start: '19:00', end: '20:00', location: 'bergharen',
    description: '<p>Een korte viering met psalmen en liederen in het kerkje van Bergharen, alleen verlicht door kaarsen.</p>' },
  { title: 'Vrijwilligersavond', day: 85, start: '19:00', end: '22:00', location: 'beuningen',
    description: '<p>Een avond om alle vrijwilligers van de gemeente te bedanken: kosters, organisten, bezorgers, koffieschenkers en nog veel meer. Met een buffet en muziek.</p>' },
  { title: 'Pelgrimstocht door het Land van Maas en Waal', day: 100, days: 2, start: '08:30', end: '17:00', location: 'wijchen',
    description: '<p>In drie dagen lopen we van Wijchen naar Batenburg, langs alle kerken van onze gemeente. We overnachten bij gemeenteleden.</p><p>Opgave voor de hele tocht of voor losse dagen bij de taakgroep Pastoraat.</p>' },
  { title: 'Taizé-avondgebed', day: 120, start: '19:00', end: '20:00', location: 'leur',
    description: '<p>Opnieuw een uur van stilte en zang bij kaarslicht, samen met de parochie. Na afloop is er thee.</p>' },
  // Added after the others, so the seed's earlier ids stay as they were.
  { title: 'Kerstdiner voor iedereen', day: 29, start: '17:30', end: '20:30', location: 'druten', signup: { seats: 60, closesBefore: 3, question: 'Neemt u iets mee voor het buffet?' },
    description: '<p>Samen eten op de avond voor Kerst, voor wie graag in gezelschap aan tafel zit: alleen of met het hele gezin. De diaconie zorgt voor de hoofdmaaltijd; wie wil, neemt een voorgerecht of toetje mee voor het buffet.</p><p>Meld u aan, dan weten we hoeveel stoelen we klaarzetten. Vervoer nodig? Zet het bij uw antwoord.</p>' },
];
