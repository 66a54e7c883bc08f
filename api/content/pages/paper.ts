/** Page `paper`: Zijstroom, the fortnightly paper newsletter (route /zijstroom). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const paper: PageContent = {
  name: 'paper',
  metaTitle: 'Zijstroom, de tweewekelijkse nieuwsbrief',
  metaDescription: 'Zijstroom is de tweewekelijkse nieuwsbrief van de Protestantse Gemeente Maas en Waal, op papier in de kerk en per e-mail. Lees hoe u berichten aanlevert.',
  partials: {
    title: 'Zijstroom',
    intro: `
<p>Zijstroom is de kleine zus van ons gemeenteblad Stroom: een nieuwsbrief van twee A4’tjes die om de week verschijnt. Hij ligt op zondag bij de uitgang van al onze kerken en komt op vrijdag in de mailbox van iedereen die zich heeft aangemeld.</p>`,
    content: `
<h2>Wat staat erin?</h2>
<ul>
  <li>de kerkdiensten en de collectedoelen van de komende twee zondagen;</li>
  <li>de bloemengroet: naar wie de bloemen uit de kerk gaan en waarom;</li>
  <li>berichten over zieken, geboorten, huwelijken en overlijden (alleen met toestemming van de betrokkenen);</li>
  <li>korte aankondigingen van activiteiten, oproepen voor vrijwilligers en praktische mededelingen.</li>
</ul>
<h2>Wanneer verschijnt Zijstroom?</h2>
<p>Zijstroom verschijnt in de even weken op vrijdag. In de weken dat Stroom uitkomt, verschijnt er geen Zijstroom; in juli en augustus verschijnt één zomereditie per drie weken.</p>
<h2>Berichten aanleveren</h2>
<p>Berichten voor Zijstroom kunt u tot en met <strong>woensdag 12.00 uur</strong> vóór de verschijningsdatum sturen naar <a href="mailto:zijstroom@pgmaasenwaal.nl">zijstroom@pgmaasenwaal.nl</a>. Houd uw bericht kort: maximaal 150 woorden, met een datum, een plaats en een contactpersoon. Langere verhalen en verslagen zijn van harte welkom in <a href="${pathTo('stroom')}">Stroom</a>.</p>
<blockquote>Geen e-mail? Geef uw bericht op papier af bij de koster of leg het in de brievenbus van het kerkelijk bureau, Kerkstraat 12 in Beuningen.</blockquote>`,
    // Above the sign-up form (mf-content's ZijstroomPage); the old "stuur een bericht" paragraph it replaces: migration 0029.
    signup: `
<p>Ontvang Zijstroom op vrijdag in uw mailbox. Vul hieronder uw e-mailadres in; u krijgt dan een e-mail met een link om uw aanmelding te bevestigen. Afmelden kan altijd, met de link onder aan elke Zijstroom. Wij gebruiken uw e-mailadres alleen voor Zijstroom; zie ook onze <a href="${pathTo('privacy')}">privacyverklaring</a>.</p>`,
  },
};
