/** Page `art`: taakgroep Kunst in de kerk (route /gemeente/taakgroepen/taakgroep-kunst-in-de-kerk). */
import type { PageContent } from '../types';

export const art: PageContent = {
  name: 'art',
  metaTitle: 'Taakgroep Kunst in de kerk',
  metaDescription: 'Exposities, concerten en open kerken: de taakgroep Kunst in de kerk van de Protestantse Gemeente Maas en Waal opent onze kerken voor iedereen.',
  partials: {
    title: 'Kunst in de kerk',
    intro: `
<p>Onze kerken zijn mooie, stille ruimten die meer verdienen dan een uur op zondag. De taakgroep Kunst in de kerk opent ze voor kunstenaars, musici en bezoekers, en laat zien hoe kunst en geloof elkaar kunnen raken.</p>`,
    content: `
<h2>Wat doen we?</h2>
<ul>
  <li><strong>Exposities:</strong> twee keer per jaar een tentoonstelling in de Kapel Leur, met werk van kunstenaars uit de regio bij een thema uit het kerkelijk jaar.</li>
  <li><strong>Concerten:</strong> de serie ‘Muziek in de Dorpskerk’ met zes zondagmiddagconcerten per seizoen in Batenburg en Beuningen, van orgel en koor tot jazz.</li>
  <li><strong>Open kerken:</strong> in juli en augustus zijn de kerken van Batenburg en Bergharen op zaterdagmiddag open voor bezoekers, en wij doen mee aan Open Monumentendag.</li>
  <li><strong>Kunst in de dienst:</strong> in de Veertigdagentijd hangt in elke kerk een kunstwerk dat in de diensten terugkomt.</li>
</ul>`,
    join: `
<h2>Meedoen</h2>
<p>Wij zoeken gastvrouwen en gastheren voor de open kerken en vrijwilligers die helpen bij het opbouwen van exposities. Bent u kunstenaar en wilt u exposeren? Stuur een korte beschrijving van uw werk met een paar foto’s naar <a href="mailto:kunst@pgmaasenwaal.nl">kunst@pgmaasenwaal.nl</a>.</p>`,
    members: `
<h2>De taakgroep</h2>
<ul>
  <li>Annelies Brouwer, voorzitter en exposities</li>
  <li>Jan-Willem Gerritsen, concerten</li>
  <li>Karel Wouters, open kerken</li>
  <li>Tineke Schouten, publiciteit</li>
</ul>`,
  },
};
