/** Footer partials: `about` is the first column (spec §2 Layout), `other-links` the "other links" list. */
import { pathTo } from '@kerk/kit/site-map';

import type { PartialInput } from '../src/plugins/app/pages/pages-repository';

export const footer: PartialInput[] = [
  {
    name: 'about',
    content: `
<p><strong>Protestantse Gemeente Maas en Waal</strong> is één gemeente in zeven dorpen: Beuningen, Druten, Wijchen, Batenburg, Horssen, Bergharen en Leur. Wij maken deel uit van de Protestantse Kerk in Nederland.</p>
<p>Elke zondag bent u welkom in een van onze kerken, of u nu gelooft, twijfelt of gewoon nieuwsgierig bent.</p>`,
  },
  {
    name: 'other-links',
    content: `
<ul>
  <li><a href="https://www.protestantsekerk.nl">Protestantse Kerk in Nederland</a></li>
  <li><a href="https://www.kerkinactie.nl">Kerk in Actie</a></li>
  <li><a href="https://www.kerkbalans.nl">Actie Kerkbalans</a></li>
  <li><a href="${pathTo('anbi')}">ANBI-gegevens</a></li>
</ul>`,
  },
];
