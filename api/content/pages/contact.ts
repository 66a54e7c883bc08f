/** Page `contact`: the contact form page; `success`/`failure` are the form's result messages (spec §8). */
import { pathTo } from '@kerk/kit/site-map';

import type { PageContent } from '../types';

export const contact: PageContent = {
  name: 'contact',
  metaTitle: 'Contact',
  metaDescription: 'Neem contact op met de Protestantse Gemeente Maas en Waal: de kerkenraad, de colleges, de ledenadministratie, zaalverhuur of een predikant.',
  partials: {
    title: 'Contact',
    intro: `
<p>Heeft u een vraag, wilt u een predikant spreken of een zaal huren? Vul het formulier in en kies bij ‘soort contact’ waar uw bericht over gaat. Dan komt het direct bij de juiste persoon terecht. Wij reageren doorgaans binnen drie werkdagen.</p>`,
    content: `
<h2>Kerkelijk bureau</h2>
<p>Kerkstraat 12<br>6641 AB Beuningen<br>Telefoon: <a href="tel:+31241231234">024 123 12 34</a> (dinsdag en donderdag, 9.30–12.00 uur)<br>E-mail: <a href="mailto:info@pgmaasenwaal.nl">info@pgmaasenwaal.nl</a></p>
<h2>Met spoed een predikant nodig?</h2>
<p>Bij een overlijden of een andere dringende pastorale situatie kunt u dag en nacht bellen met het pastorale noodnummer: <a href="tel:+31241239999">024 123 99 99</a>. U krijgt dan de dienstdoende predikant aan de lijn.</p>
<h2>Trouwen of een uitvaart</h2>
<p>Wilt u in een van onze kerken trouwen of uw huwelijk laten zegenen, of wilt u een uitvaart vanuit de kerk regelen? Kies dan in het formulier ‘huwelijk’ of ‘overlijden’. Een predikant of de coördinator neemt contact met u op om alles rustig door te spreken.</p>
<h2>Zaalverhuur</h2>
<p>In Beuningen, Druten en Wijchen verhuren wij zalen voor vergaderingen, cursussen, koorrepetities en familiebijeenkomsten. Vermeld in uw bericht de gewenste datum, het tijdstip en het aantal personen.</p>
<h2>Wat gebeurt er met uw bericht?</h2>
<p>Uw bericht wordt per e-mail doorgestuurd naar de persoon of het college dat bij uw keuze hoort. Wij gebruiken uw gegevens alleen om uw vraag te beantwoorden. Lees meer in onze <a href="${pathTo('privacy')}">privacyverklaring</a>.</p>`,
    success: 'Uw bericht is in goede orde ontvangen.',
    failure: 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.',
  },
};
