/** Page `confidants`: the vertrouwenspersonen (route /vertrouwenspersonen). */
import type { PageContent } from '../types';

export const confidants: PageContent = {
  name: 'confidants',
  metaTitle: 'Vertrouwenspersonen',
  metaDescription: 'Heeft u te maken gehad met grensoverschrijdend gedrag binnen onze gemeente? Onze vertrouwenspersonen luisteren, in vertrouwen en zonder oordeel.',
  partials: {
    title: 'Vertrouwenspersonen',
    intro: `
<p>Een kerk hoort een veilige plek te zijn. Toch kan het gebeuren dat iemand binnen de gemeente over uw grenzen gaat: in een pastoraal gesprek, bij het jeugdwerk, in een groep of tussen vrijwilligers onderling. Dan is het belangrijk dat u ergens terechtkunt. Daarvoor heeft de kerkenraad twee vertrouwenspersonen benoemd.</p>`,
    content: `
<h2>Wat doet een vertrouwenspersoon?</h2>
<p>Een vertrouwenspersoon luistert naar uw verhaal, helpt u om op een rij te zetten wat er is gebeurd en denkt met u mee over wat u zou kunnen doen. U houdt zelf de regie: er gebeurt niets zonder uw toestemming. De vertrouwenspersoon kan u bijvoorbeeld helpen om een gesprek aan te gaan, om een klacht in te dienen of om professionele hulp te vinden.</p>
<h2>Waarvoor kunt u terecht?</h2>
<ul>
  <li>ongewenste aanrakingen, opmerkingen of berichten;</li>
  <li>machtsmisbruik, intimidatie, pesten of uitsluiting;</li>
  <li>seksueel misbruik, ook als het lang geleden is gebeurd;</li>
  <li>twijfel of iets ‘wel kan’: ook een vermoeden mag u bespreken.</li>
</ul>
<h2>Vertrouwelijk en onafhankelijk</h2>
<p>Onze vertrouwenspersonen hebben geen andere functie in de gemeente: ze zijn geen lid van de kerkenraad of van een college. Zij hebben geheimhoudingsplicht en leggen alleen vast wat nodig is, met uw medeweten. Alleen als iemand in direct gevaar is, kan de vertrouwenspersoon in overleg met u verdere stappen zetten.</p>
<p>Wilt u liever iemand van buiten de gemeente spreken? Dan kunt u ook terecht bij het landelijke meldpunt voor misbruik in pastorale relaties van de Protestantse Kerk. Onze vertrouwenspersonen helpen u graag om daar de weg te vinden.</p>`,
    people: `
<h2>Onze vertrouwenspersonen</h2>
<h3>Els Vermeulen</h3>
<p>Els woont in Wijchen en werkte ruim dertig jaar als maatschappelijk werker. Zij is sinds 2021 vertrouwenspersoon van onze gemeente.<br>Telefoon: <a href="tel:+31241239087">024 123 90 87</a> (maandag tot en met donderdag, 9.00–20.00 uur)<br>E-mail: <a href="mailto:els.vermeulen@vertrouwen-pgmw.nl">els.vermeulen@vertrouwen-pgmw.nl</a></p>
<h3>Mark Huisman</h3>
<p>Mark woont in Druten en is huisarts in ruste. Hij is sinds 2023 vertrouwenspersoon.<br>Telefoon: <a href="tel:+31487123456">0487 12 34 56</a> (bij geen gehoor belt hij u binnen twee werkdagen terug)<br>E-mail: <a href="mailto:mark.huisman@vertrouwen-pgmw.nl">mark.huisman@vertrouwen-pgmw.nl</a></p>
<p>Deze e-mailadressen staan los van de gewone kerkelijke mailboxen: alleen de vertrouwenspersoon zelf leest uw bericht. U hoeft in een eerste bericht niet te vertellen wat er is gebeurd; een telefoonnummer en een moment waarop u gebeld kunt worden zijn genoeg.</p>`,
  },
};
