/** Texts of the seed kerkdiensten (content/services.ts): preachers, collection purposes, notes, feast days. */

/** The pastoral team first, then guest preachers from the region (all fictional). */
export const PREACHERS = [
  'ds. Marieke van den Berg',
  'ds. Wim Kuipers',
  'ds. Jeroen Hoekstra',
  'kerkelijk werker Anne de Wit',
  'ds. Els Timmermans (Nijmegen)',
  'ds. Pieter de Graaf (Tiel)',
  'prop. Lotte Brouwer',
  'ds. Hans Verbeek (Ewijk)',
  'ds. Ingrid Zeegers (Dreumel)',
] as const;

/** "Muzikale medewerking" of a service, in rotation; empty means the usual organist, not named. */
export const MUSIC = [
  'Organist: Henk van Dalen',
  '',
  'Cantorij Maas en Waal o.l.v. Bert Jansen',
  'Organist: Gerda Willemsen',
  '',
  'Band Levend Water',
  'Organist: Henk van Dalen en trompettist Jan Kok',
] as const;

/** The third collection of an ordinary Sunday, in rotation (the first two are diaconie and kerk). */
export const COLLECTIONS = [
  'Voedselbank Maas en Waal',
  'Kerk in Actie – werelddiaconaat',
  'Jeugdwerk van onze gemeente',
  'Stichting Present Wijchen',
  'Inloopcafé Open Hof',
  'Kerk in Actie – Kinderen in de Knel',
  'Schuldhulpmaatje Beuningen',
  'Bloemengroet en bezoekwerk',
  'Vluchtelingenwerk Druten',
] as const;

/** Feast days: which locations hold a service, at what time (Amsterdam). */
export const FEASTS: Record<string, [location: string, time: string][]> = {
  biddag: [['druten', '19:30']],
  'witte-donderdag': [['druten', '19:30']],
  'goede-vrijdag': [['beuningen', '19:30'], ['bergharen', '19:30']],
  'stille-zaterdag': [['wijchen', '21:00']],
  hemelvaart: [['beuningen', '10:00']],
  dankdag: [['wijchen', '19:30']],
  kerstnacht: [['druten', '21:00'], ['beuningen', '22:00'], ['horssen', '22:00']],
  kerst: [['beuningen', '10:00'], ['druten', '10:00'], ['wijchen', '10:30'], ['batenburg', '10:00']],
  oudejaar: [['wijchen', '19:30']],
};

export const FEAST_COLLECTIONS: Record<string, string> = {
  biddag: 'Zending en werelddiaconaat',
  dankdag: 'Zending en werelddiaconaat',
  kerstnacht: 'Kerk in Actie – Kerstcollecte',
  kerst: 'Kerk in Actie – Kerstcollecte',
  oudejaar: 'Voedselbank Maas en Waal',
  'goede-vrijdag': 'Kerk in Actie – Veertigdagentijdcollecte',
  'stille-zaterdag': 'Jeugdwerk van onze gemeente',
  oecumenisch: 'Hospice Maas en Waal',
  avondgebed: 'Kerk in Actie – noodhulp',
};

export const FEAST_NOTES: Record<string, string> = {
  biddag: '<p>Een korte avonddienst waarin we bidden voor het werk op het land, in bedrijven en thuis.</p>',
  'witte-donderdag': '<p>We vieren het avondmaal rond de tafel, zoals Jezus dat deed met zijn leerlingen. Er is ook druivensap en glutenvrij brood.</p>',
  'goede-vrijdag': '<p>Een ingetogen dienst met lezingen uit het lijdensverhaal, stilte en het doven van de kaarsen.</p>',
  'stille-zaterdag': '<p>Paaswake: we beginnen in het donker bij het paasvuur en ontsteken de nieuwe paaskaars. Neem gerust een zaklamp mee.</p>',
  hemelvaart: '<p>Gezamenlijke dienst voor de hele gemeente, met na afloop koffie en krentenbollen.</p>',
  dankdag: '<p>We danken voor de oogst en voor het werk van onze handen. Houdbare producten voor de voedselbank kunt u bij de ingang afgeven.</p>',
  kerstnacht: '<p>Kerstnachtdienst met kaarslicht en bekende kerstliederen. Iedereen is welkom, ook wie nooit naar de kerk gaat.</p>',
  kerst: '<p>Feestelijke kerstmorgendienst met een kerstverhaal voor de kinderen en medewerking van het Maas en Waals Kamerkoor.</p>',
  oudejaar: '<p>Een rustige dienst om terug te kijken op het afgelopen jaar en de namen te noemen van wie ons zijn ontvallen.</p>',
  oecumenisch: '<p>Oecumenische viering samen met de parochie, met liederen uit beide tradities.</p>',
  avondgebed: '<p>Avondgebed in de stijl van Taizé: eenvoudige liederen, een lezing, stilte en kaarsen.</p>',
};

/** Notes of ordinary Sundays, in rotation; empty means nothing special. */
export const NOTES = [
  '<p>Viering van het Heilig Avondmaal. Iedereen die wil, is welkom aan tafel; er is ook druivensap en glutenvrij brood.</p>',
  '<p>Met kindernevendienst voor de basisschoolkinderen en oppas voor de allerkleinsten.</p>',
  '',
  '<p>Na afloop is iedereen welkom voor koffie, thee en een praatje in het ontmoetingscafé.</p>',
  '<p>Met medewerking van het Maas en Waals Kamerkoor onder leiding van Bert Jansen.</p>',
  '',
  '<p>In deze dienst wordt een kind uit onze gemeente gedoopt. Wij heten de familie en vrienden van harte welkom.</p>',
  '<p>Jeugddienst, voorbereid door de tieners van de tienerkring, met een eigen band.</p>',
] as const;
