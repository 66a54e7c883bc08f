/** Page `municipality-pastors`: intro of the pastoral team page (members come from the community team). */
import type { PageContent } from '../types';

export const municipalityPastors: PageContent = {
  name: 'municipality-pastors',
  metaTitle: 'Pastoraal team',
  metaDescription: 'Maak kennis met de predikanten en de kerkelijk werker van de Protestantse Gemeente Maas en Waal en lees hoe u hen bereikt.',
  partials: {
    title: 'Pastoraal team',
    intro: `
<p>Ons pastorale team bestaat uit een predikant, een interim-predikant, een kerkelijk werker voor jeugd en jongeren en een pastoraal medewerker. Samen gaan zij voor in de kerkdiensten, bezoeken zij gemeenteleden, begeleiden zij bij doop, huwelijk en afscheid, en denken zij mee met de kerkenraad over de koers van de gemeente. Elk teamlid heeft eigen dorpen en aandachtsvelden, maar u mag altijd iedereen benaderen.</p>`,
    content: `
<h2>Een gesprek aanvragen</h2>
<p>Wilt u een predikant spreken, omdat u ziek bent, een verlies te verwerken heeft of gewoon met een vraag rondloopt? Bel of mail het teamlid van uw dorp rechtstreeks; bij elk teamlid hierboven staat voor welke dorpen het uw aanspreekpunt is. U kunt ook contact opnemen met uw wijkouderling. Het gesprek blijft tussen u en de predikant.</p>
<h2>Vrije dagen</h2>
<p>Onze predikanten zijn op maandag vrij. In hun vakanties neemt een collega de dringende zaken waar; wie dat is, staat in Zijstroom. Voor een overlijden of een crisis is het pastorale noodnummer <a href="tel:+31241239999">024 123 99 99</a> dag en nacht bereikbaar.</p>`,
  },
};
