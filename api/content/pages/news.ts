/** Page `news`: introduction above the list of news articles (route /nieuws). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const news: PageContent = {
  name: 'news',
  metaTitle: 'Nieuws',
  metaDescription: 'Nieuws en mededelingen van de Protestantse Gemeente Maas en Waal: berichten van de kerkenraad, de diaconie, de taakgroepen en uit de dorpen.',
  partials: {
    title: 'Nieuws',
    intro: `
<p>Hier leest u de berichten van de kerkenraad, de colleges en de taakgroepen, verslagen van activiteiten en nieuws uit de dorpen. De nieuwste berichten staan bovenaan.</p>`,
    content: `
<p>Heeft u nieuws dat de hele gemeente moet weten? Stuur uw bericht met eventueel een foto naar de taakgroep PR en communicatie via <a href="mailto:communicatie@pgmaasenwaal.nl">communicatie@pgmaasenwaal.nl</a>. Korte mededelingen verschijnen ook in <a href="${pathTo('zijstroom')}">Zijstroom</a>, langere verhalen in <a href="${pathTo('stroom')}">Stroom</a>.</p>`,
  },
};
