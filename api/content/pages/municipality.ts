/** Page `municipality`: overview of the congregation and its bodies (route /gemeente). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const municipality: PageContent = {
  name: 'municipality',
  metaTitle: 'Onze gemeente',
  metaDescription: 'Hoe de Protestantse Gemeente Maas en Waal is georganiseerd: kerkenraad, pastoraal team, college van kerkrentmeesters, college van diakenen en taakgroepen.',
  partials: {
    title: 'Onze gemeente',
    intro: `
<p>De Protestantse Gemeente Maas en Waal is in 2019 ontstaan uit drie gemeenten die al jaren samenwerkten. Vandaag zijn we ongeveer 1.350 mensen, verspreid over zeven dorpen, met elk een eigen kerk en een eigen karakter, maar met één kerkenraad, één pastoraal team en één gemeenteblad.</p>`,
    content: `
<h2>Lid worden</h2>
<p>Voelt u zich thuis bij ons en wilt u lid worden, of verhuist u naar een van onze dorpen en bent u al lid van een protestantse gemeente elders? Laat het de ledenadministratie weten via het <a href="${pathTo('contact')}?type=ledenadministratie">contactformulier</a>. Een predikant of een ouderling komt graag bij u langs om kennis te maken.</p>
<h2>Meedoen</h2>
<p>Iedereen kan iets bijdragen: koffie schenken, bloemen bezorgen, meezingen in de cantorij, meedenken in een taakgroep of een oudere bezoeken. Kijk bij de taakgroepen wat bij u past, of vraag het na de dienst aan een van de ouderlingen.</p>`,
  },
};
