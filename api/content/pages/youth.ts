/** Page `youth`: taakgroep Jeugd en jongeren (route /gemeente/taakgroepen/taakgroep-youth). */
import type { PageContent } from '../types';

export const youth: PageContent = {
  name: 'youth',
  metaTitle: 'Taakgroep Jeugd en jongeren',
  metaDescription: 'Kindernevendienst, tienerdienst, jongerengroep en jeugdkamp: wat de Protestantse Gemeente Maas en Waal doet voor kinderen en jongeren.',
  partials: {
    title: 'Jeugd en jongeren',
    intro: `
<p>Kinderen en jongeren horen er helemaal bij. De taakgroep Jeugd en jongeren zorgt voor een plek waar zij elkaar ontmoeten, vragen mogen stellen en ontdekken wat geloven voor hen kan betekenen, van de crèche tot het jeugdkamp.</p>`,
    content: `
<h2>Wat doen we?</h2>
<ul>
  <li><strong>Oppas:</strong> voor kinderen tot vier jaar tijdens de dienst in Beuningen en Druten.</li>
  <li><strong>Kindernevendienst:</strong> elke zondag voor kinderen van de basisschool, in Beuningen, Druten en Wijchen. Tijdens de dienst gaan de kinderen naar een eigen ruimte en luisteren naar het Bijbelverhaal van die zondag.</li>
  <li><strong>Tienerdienst:</strong> eens per maand voor jongeren van 12 tot 16 jaar, met een eigen thema en veel ruimte voor gesprek.</li>
  <li><strong>Jongerengroep 16+:</strong> om de week op vrijdagavond in De Ark, met avonden over geloof, film, koken en vrijwilligerswerk.</li>
  <li><strong>Jeugdkamp:</strong> elk jaar in de eerste week van de zomervakantie, voor iedereen van 10 tot 17 jaar.</li>
</ul>
<p>De taakgroep wordt ondersteund door onze kerkelijk werker Anne de Wit. Alle vrijwilligers in het jeugdwerk hebben een verklaring omtrent het gedrag (VOG) en volgen de gedragscode van onze gemeente.</p>`,
    join: `
<h2>Meedoen</h2>
<p>Wil je meedoen met de tienerdienst of de jongerengroep? Kom gewoon eens langs, neem gerust een vriend of vriendin mee. Wilt u als ouder of als volwassene helpen bij de kindernevendienst of het kamp? Wij zoeken altijd leiding; u krijgt een goede inwerkperiode en materiaal. Mail naar <a href="mailto:jeugd@pgmaasenwaal.nl">jeugd@pgmaasenwaal.nl</a>.</p>`,
    members: `
<h2>De taakgroep</h2>
<ul>
  <li>Bas Timmermans, voorzitter en jeugdouderling</li>
  <li>Anne de Wit, kerkelijk werker</li>
  <li>Lotte Hermsen, kindernevendienst</li>
  <li>Daan Willemsen, tienerdienst</li>
  <li>Sanne Verbeek, jeugdkamp</li>
</ul>`,
  },
};
