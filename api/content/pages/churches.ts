/** Page `churches`: the church buildings in the seven villages (route /onze-kerken). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const churches: PageContent = {
  name: 'churches',
  metaTitle: 'Onze kerken',
  metaDescription: 'De kerken van de Protestantse Gemeente Maas en Waal in Beuningen, Druten, Wijchen, Batenburg, Horssen, Bergharen en Leur: adressen, diensttijden en toegankelijkheid.',
  partials: {
    title: 'Onze kerken',
    intro: `
<p>Onze gemeente komt samen in zeven dorpen. In Beuningen, Druten en Wijchen is er elke zondag een kerkdienst. In Batenburg, Bergharen en Horssen kerken we eens per maand, en in de Kapel Leur is er op de laatste zondag van de maand een avondgebed. De kerkjes van Bergharen en Leur gebruiken we ook voor bijzondere diensten, zomeravonddiensten, concerten en tentoonstellingen.</p>`,
    content: `
<h2>Vervoer nodig?</h2>
<p>Kunt u niet zelf naar de kerk komen? Onze vrijwilligers rijden u graag. Bel uiterlijk vrijdag het kerkelijk bureau via <a href="tel:+31241231234">024 123 12 34</a>; dan hoort u zaterdag wie u komt ophalen.</p>
<h2>Een zaal huren</h2>
<p>In Beuningen, Druten en Wijchen verhuren wij zalen aan verenigingen, koren en families, voor een vergadering, een repetitie of een koffietafel na een uitvaart. Vraag naar de mogelijkheden via het <a href="${pathTo('contact')}?type=zaalhuur">contactformulier voor zaalhuur</a>.</p>
<h2>Open kerken</h2>
<p>In juli en augustus zijn de kerken van Batenburg en Bergharen op zaterdagmiddag van 13.00 tot 16.00 uur open voor bezoekers. Gastvrouwen en gastheren vertellen u graag over de geschiedenis van het gebouw.</p>`,
  },
};
