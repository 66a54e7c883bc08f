/** Page `sustainability`: taakgroep Duurzaamheid (route /gemeente/taakgroepen/taakgroep-duurzaamheid). */
import type { PageContent } from '../types';

export const sustainability: PageContent = {
  name: 'sustainability',
  metaTitle: 'Taakgroep Duurzaamheid',
  metaDescription: 'De taakgroep Duurzaamheid helpt de Protestantse Gemeente Maas en Waal op weg naar een Groene Kerk: energie besparen, eerlijk inkopen en zorg voor de schepping.',
  partials: {
    title: 'Duurzaamheid',
    intro: `
<p>Wij geloven dat de aarde ons is toevertrouwd. De taakgroep Duurzaamheid helpt onze gemeente om daar in het dagelijks leven naar te handelen: in onze gebouwen, in wat we kopen en in hoe we met elkaar samenkomen. Sinds 2023 zijn we een Groene Kerk.</p>`,
    content: `
<h2>Wat hebben we al bereikt?</h2>
<ul>
  <li>Zonnepanelen en ledverlichting in de Dorpskerk Beuningen; samen goed voor 18 procent minder energieverbruik.</li>
  <li>Slimme thermostaten in alle kerken, zodat we alleen verwarmen wanneer er mensen zijn.</li>
  <li>Fairtrade koffie en thee, en zoveel mogelijk streekproducten bij gemeentemaaltijden.</li>
  <li>Een fietsenstalling bij De Ark en een carpoollijst voor wie samen naar de kerk wil rijden.</li>
</ul>
<h2>Waar werken we nu aan?</h2>
<p>Samen met het college van kerkrentmeesters maken we een verduurzamingsplan voor De Ark en de Open Hof, met isolatie en een warmtepomp. Daarnaast beginnen we met een moestuin achter de Open Hof, waarvan de opbrengst naar de voedselbank gaat. In de Scheppingstijd, van september tot begin oktober, vieren we een groene kerkdienst en organiseren we een repaircafé.</p>`,
    join: `
<h2>Meedoen</h2>
<p>Heeft u verstand van installaties of subsidies, groene vingers, of gewoon goede ideeën? Wij zoeken mensen die willen meedenken of een handje willen helpen in de moestuin. Mail naar <a href="mailto:duurzaamheid@pgmaasenwaal.nl">duurzaamheid@pgmaasenwaal.nl</a>.</p>`,
    members: `
<h2>De taakgroep</h2>
<ul>
  <li>Rob Lammers, voorzitter</li>
  <li>Theo van Rijn, namens het college van kerkrentmeesters</li>
  <li>Iris Goossens, Groene Kerk en vieringen</li>
  <li>Willem Peeters, moestuin</li>
</ul>`,
  },
};
