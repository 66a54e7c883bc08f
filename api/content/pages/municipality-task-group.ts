/** Page `municipality-task-group`: overview of the task groups (route /gemeente/taakgroepen). */
import type { PageContent } from '../types';

export const municipalityTaskGroup: PageContent = {
  name: 'municipality-task-group',
  metaTitle: 'Taakgroepen',
  metaDescription: 'De taakgroepen van de Protestantse Gemeente Maas en Waal: eredienst, pastoraat, jeugd, VOS, duurzaamheid, PR en communicatie en kunst in de kerk.',
  partials: {
    title: 'Taakgroepen',
    intro: `
<p>In de taakgroepen gebeurt het meeste werk van onze gemeente. Elke taakgroep heeft een eigen opdracht van de kerkenraad, een eigen budget en een contactpersoon in de kerkenraad. De taakgroepen werken voor alle zeven dorpen.</p>`,
    content: `
<h2>Meedoen in een taakgroep</h2>
<p>Elke taakgroep zoekt mensen die een paar uur per maand willen meedenken of meehelpen. U hoeft niet meteen lid te worden van een vergadering: vaak kunt u eerst eens een activiteit meedraaien. Op de pagina van elke taakgroep leest u wat er te doen is en bij wie u zich kunt melden.</p>
<p>Weet u nog niet welke taakgroep bij u past? Vertel ons waar uw hart ligt en hoeveel tijd u heeft, via <a href="mailto:scriba@pgmaasenwaal.nl">scriba@pgmaasenwaal.nl</a> of na de dienst bij een van de ouderlingen. Wij brengen u graag in contact met de juiste mensen.</p>
<p>Nieuwe leden van een taakgroep worden door de kerkenraad benoemd, meestal voor vier jaar. Wie met kinderen of kwetsbare mensen werkt, vraagt een verklaring omtrent het gedrag (VOG) aan; de kosten daarvan betaalt de gemeente.</p>`,
  },
};
