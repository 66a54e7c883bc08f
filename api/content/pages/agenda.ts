/** Page `agenda`: heading texts of the agenda; `empty` is the spec's empty state (§2 Agenda). */
import type { PageContent } from '../types';

export const agenda: PageContent = {
  name: 'agenda',
  metaTitle: 'Agenda',
  metaDescription: 'Alle activiteiten van de Protestantse Gemeente Maas en Waal: gespreksgroepen, concerten, jeugdactiviteiten, vergaderingen en bijzondere diensten.',
  partials: {
    title: 'Agenda',
    intro: `
<p>Wat is er te doen in onze gemeente? Hier vindt u gespreksgroepen, lezingen, concerten, activiteiten voor kinderen en jongeren, koffieochtenden en bijzondere vieringen in alle zeven dorpen. Kies een maand, een week of een dag om te zien wat er gepland staat. Iedereen is welkom, ook als u (nog) geen lid bent.</p>`,
    empty: 'Er zijn geen evenementen gepland.',
    subscribe: `
<p>Wilt u niets missen? Zet de agenda in uw eigen digitale agenda: gebruik de abonneerlink onder aan deze pagina in Outlook, Google Agenda of de agenda van uw telefoon, dan worden nieuwe activiteiten vanzelf toegevoegd. Organiseert u zelf iets? Geef het door aan <a href="mailto:agenda@pgmaasenwaal.nl">agenda@pgmaasenwaal.nl</a>.</p>`,
  },
};
