/** Page `vos`: taakgroep VOS — vorming, ontmoeting en spiritualiteit (route /gemeente/taakgroepen/taakgroep-vos). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const vos: PageContent = {
  name: 'vos',
  metaTitle: 'Taakgroep VOS',
  metaDescription: 'Gespreksgroepen, lezingen, stiltewandelingen en leerhuizen: de taakgroep Vorming, Ontmoeting en Spiritualiteit van de Protestantse Gemeente Maas en Waal.',
  partials: {
    title: 'VOS: vorming, ontmoeting en spiritualiteit',
    intro: `
<p>Geloven is nooit af. De taakgroep VOS organiseert activiteiten waarin u kunt leren, andere mensen kunt ontmoeten en op adem kunt komen. Het programma loopt van september tot en met mei en staat open voor iedereen, of u nu lid bent of niet.</p>`,
    content: `
<h2>Het programma</h2>
<ul>
  <li><strong>Leerhuis:</strong> vijf avonden per seizoen rond een Bijbelboek, dit jaar het boek Ruth, onder leiding van ds. Kuipers.</li>
  <li><strong>Gespreksgroepen:</strong> kleine groepen die eens per maand bij iemand thuis samenkomen, voor jonge ouders, voor vijftigplussers en voor iedereen die een boek wil bespreken.</li>
  <li><strong>Lezingen:</strong> drie keer per seizoen een spreker over geloof en samenleving, bijvoorbeeld over zorg voor de schepping, over rouw of over de kerk in een dorp dat verandert.</li>
  <li><strong>Stiltewandelingen:</strong> in het voorjaar en het najaar langs de Maas, met een korte overdenking onderweg.</li>
  <li><strong>Vieren aan tafel:</strong> in de Veertigdagentijd eten we een sobere maaltijd en delen de opbrengst met het werelddiaconaat.</li>
</ul>
<p>Alle activiteiten staan in de <a href="${pathTo('agenda')}">agenda</a> en in het programmaboekje dat in september verschijnt. Aan de meeste activiteiten zijn geen kosten verbonden; soms vragen wij een vrijwillige bijdrage.</p>`,
    join: `
<h2>Meedoen</h2>
<p>Aanmelden voor een gespreksgroep of het leerhuis kan via <a href="mailto:vos@pgmaasenwaal.nl">vos@pgmaasenwaal.nl</a>. Heeft u een idee voor een onderwerp of wilt u zelf een groep beginnen? De taakgroep denkt graag met u mee.</p>`,
    members: `
<h2>De taakgroep</h2>
<ul>
  <li>Gerda Hofman, voorzitter</li>
  <li>ds. Wim Kuipers, predikant</li>
  <li>Frank Derksen, lezingen</li>
  <li>Mieke Arts, gespreksgroepen</li>
</ul>`,
  },
};
