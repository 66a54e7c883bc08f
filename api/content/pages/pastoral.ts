/** Page `pastoral`: taakgroep Pastoraat (route /gemeente/taakgroepen/taakgroep-pastoraat). */
import type { PageContent } from '../types';

export const pastoral: PageContent = {
  name: 'pastoral',
  metaTitle: 'Taakgroep Pastoraat',
  metaDescription: 'Omzien naar elkaar: het bezoekwerk, de ouderenmiddagen en de rouwgroep van de Protestantse Gemeente Maas en Waal.',
  partials: {
    title: 'Pastoraat',
    intro: `
<p>Omzien naar elkaar is een van de mooiste dingen die een gemeente kan doen. De taakgroep Pastoraat zorgt ervoor dat niemand uit beeld raakt: bij ziekte en verdriet, maar ook bij een verjaardag, een verhuizing of de geboorte van een kind.</p>`,
    content: `
<h2>Hoe is het pastoraat georganiseerd?</h2>
<p>Onze gemeente is verdeeld in vijf wijken. Elke wijk heeft een ouderling en een team van bezoekmedewerkers, die de leden in hun wijk regelmatig bezoeken. Ouderen boven de 80 krijgen rond hun verjaardag bezoek, en wie ziek is of in het ziekenhuis ligt, krijgt bezoek van de predikant of van iemand uit het wijkteam. Voor wie dat wil, is er de mogelijkheid van het avondmaal thuis.</p>
<h2>Ontmoeting</h2>
<ul>
  <li><strong>Ouderenmiddagen:</strong> eens per maand in Druten en in Wijchen, met een gesprek, muziek of een spreker, en altijd koffie met iets lekkers.</li>
  <li><strong>Rouwgroep:</strong> in het najaar zes bijeenkomsten voor wie een dierbare heeft verloren, onder leiding van een predikant en een ervaren vrijwilliger.</li>
  <li><strong>Kaartenactie:</strong> met Pasen en Kerst sturen wij een kaart naar zieken, alleenstaanden en rouwenden.</li>
</ul>`,
    join: `
<h2>Meedoen</h2>
<p>Bezoekwerk vraagt geen bijzondere opleiding, wel een luisterend oor en een paar uur per maand. Nieuwe bezoekmedewerkers lopen eerst een paar keer mee en volgen een korte training. Wilt u een bezoek aanvragen voor uzelf of iemand anders, of wilt u bezoekmedewerker worden? Neem contact op via <a href="mailto:pastoraat@pgmaasenwaal.nl">pastoraat@pgmaasenwaal.nl</a> of bel het kerkelijk bureau.</p>`,
    members: `
<h2>De taakgroep</h2>
<ul>
  <li>Gerrit van Dijk, voorzitter en ouderling wijk Beuningen</li>
  <li>ds. Marieke van den Berg, predikant</li>
  <li>Ria Smits, ouderling wijk Wijchen</li>
  <li>Henk Aarts, ouderling wijk Druten</li>
  <li>Jolanda Bakker, coördinator bezoekwerk</li>
</ul>`,
  },
};
