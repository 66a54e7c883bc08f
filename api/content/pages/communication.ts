/** Page `communication`: taakgroep PR en communicatie (route /gemeente/taakgroepen/taakgroep-pr-en-communicatie). */
import type { PageContent } from '../types';

export const communication: PageContent = {
  name: 'communication',
  metaTitle: 'Taakgroep PR en communicatie',
  metaDescription: 'De taakgroep PR en communicatie maakt Stroom en Zijstroom, beheert de website en de sociale media van de Protestantse Gemeente Maas en Waal.',
  partials: {
    title: 'PR en communicatie',
    intro: `
<p>Een gemeente in zeven dorpen heeft goede communicatie nodig. De taakgroep PR en communicatie zorgt ervoor dat iedereen weet wat er gebeurt, binnen de gemeente en daarbuiten: op papier, via deze website en op sociale media.</p>`,
    content: `
<h2>Wat doen we?</h2>
<ul>
  <li><strong>Stroom en Zijstroom:</strong> de redacties van ons gemeenteblad en onze tweewekelijkse nieuwsbrief vallen onder de taakgroep.</li>
  <li><strong>Website:</strong> wij houden de nieuwsberichten, de agenda en de pagina’s van deze website actueel.</li>
  <li><strong>Sociale media:</strong> op Facebook en YouTube delen wij nieuws, foto’s en de uitzendingen van de kerkdiensten.</li>
  <li><strong>Pers:</strong> bijzondere activiteiten, zoals concerten en de kerstnachtdienst, melden wij bij de regionale kranten en omroep.</li>
  <li><strong>Huisstijl:</strong> wij helpen taakgroepen met affiches, flyers en uitnodigingen in onze eigen stijl.</li>
</ul>
<p>Bij alles wat wij publiceren, houden wij rekening met de privacy van gemeenteleden: foto’s waarop mensen herkenbaar zijn, plaatsen wij alleen met hun toestemming.</p>`,
    join: `
<h2>Meedoen</h2>
<p>Schrijft u graag, fotografeert u, of bent u handig met sociale media of vormgeving? Wij zoeken versterking voor de redacties en voor de website. Mail naar <a href="mailto:communicatie@pgmaasenwaal.nl">communicatie@pgmaasenwaal.nl</a>.</p>`,
    members: `
<h2>De taakgroep</h2>
<ul>
  <li>Martijn Coenen, voorzitter en webredactie</li>
  <li>Ellen Vos, eindredactie Stroom</li>
  <li>Yvonne Kuijpers, Zijstroom</li>
  <li>Thijs van Beek, YouTube en livestream</li>
  <li>Noor Hendriks, sociale media</li>
</ul>`,
  },
};
