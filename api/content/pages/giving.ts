/** Page `giving`: geven aan de collectedoelen (route /geven, issue 34); the purposes themselves are content (beheer, Collectedoelen). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const giving: PageContent = {
  name: 'giving',
  metaTitle: 'Geven',
  metaDescription: 'Geef aan de collectedoelen van de Protestantse Gemeente Maas en Waal met de app van uw bank: scan de QR-code of maak het bedrag over.',
  partials: {
    title: 'Geven',
    intro: `
<p>Steeds minder mensen hebben contant geld bij zich. Daarom kunt u ook geven met de app van uw bank. Scan de QR-code bij een doel: de naam, het rekeningnummer en de omschrijving staan er dan al in. U kiest zelf het bedrag.</p>`,
    content: `
<h2>Goed om te weten</h2>
<ul>
  <li>De gemeente en de diaconie zijn een ANBI: uw giften zijn aftrekbaar van de inkomstenbelasting. Zie de <a href="${pathTo('anbi')}">ANBI-gegevens</a>.</li>
  <li>Liever contant? In elke dienst gaat de collectezak rond, en bij de uitgang staan de collectebussen.</li>
  <li>Vragen over de collecten? Neem contact op met <a href="${pathTo('deacons')}">het college van diakenen</a>.</li>
</ul>`,
  },
};
