/** Page `index`: the home page (sections of spec §1 each have a heading partial). */
import type { PageContent } from '../types';

export const home: PageContent = {
  name: 'index',
  metaTitle: 'Protestantse Gemeente Maas en Waal',
  metaDescription:
    'Eén protestantse gemeente in zeven dorpen: Beuningen, Druten, Wijchen, Batenburg, Horssen, Bergharen en Leur. Kerkdiensten, activiteiten, nieuws en contact.',
  partials: {
    title: 'Welkom bij de Protestantse Gemeente Maas en Waal',
    intro: `
<p>Wij zijn één protestantse gemeente in zeven dorpen tussen Maas en Waal: Beuningen, Druten, Wijchen, Batenburg, Horssen, Bergharen en Leur. Elke zondag komen we samen in een van onze kerken om te vieren, te zingen en te luisteren naar de verhalen die ons dragen. Iedereen is welkom, of u nu al jaren meedoet of voor het eerst een kerk binnenstapt.</p>
<p>Op deze website vindt u de kerkdiensten van de komende weken, wat er te doen is in de gemeente, het laatste nieuws en de mensen bij wie u terechtkunt voor een gesprek, een vraag of een helpende hand.</p>`,
    'services-title': 'Kerkdiensten',
    'events-title': 'Programma en evenementen',
    'news-title': 'Mededelingen',
    'streams-title': 'Kerkdiensten online meekijken',
    'book-title': 'Stroom',
    'book-text': `
<p>Stroom is ons gemeenteblad in boekvorm. Zes keer per jaar leest u erin over wat ons bezighoudt: een meditatie, interviews met gemeenteleden, nieuws uit de kerkenraad en de taakgroepen, en het rooster van de kerkdiensten voor de komende twee maanden.</p>`,
    'paper-title': 'Zijstroom',
    'paper-text': `
<p>Zijstroom is onze tweewekelijkse nieuwsbrief op papier. U vindt hem bij de uitgang van de kerk en in uw mailbox, met de collectes, de bloemengroet, korte berichten en wat er de komende veertien dagen gebeurt.</p>`,
    'booklet-title': 'Het blauwe boekje',
    'booklet-text': `
<p>Elk najaar verschijnt het blauwe boekje: het jaarboekje van onze gemeente met de adressen en telefoonnummers van de kerkenraad, de colleges, de taakgroepen, de kosters en het kerkelijk bureau. Leden ontvangen het thuis; bent u nieuw in de gemeente, vraag dan een exemplaar aan bij het kerkelijk bureau.</p>`,
    'pastors-title': 'Ons pastorale team',
  },
};
