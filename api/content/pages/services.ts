/** Page `services`: introduction above the list of kerkdiensten (route /diensten). */
import type { PageContent } from '../types';

export const services: PageContent = {
  name: 'services',
  metaTitle: 'Kerkdiensten',
  metaDescription: 'Kerkdiensten van de Protestantse Gemeente Maas en Waal in Beuningen, Druten, Wijchen, Batenburg, Horssen, Bergharen en Leur, ook online te volgen.',
  partials: {
    title: 'Kerkdiensten',
    intro: `
<p>Elke zondag vieren we in Beuningen, Druten en Wijchen, en eens per maand in Batenburg, Bergharen en Horssen; in de Kapel Leur is er op de laatste zondag van de maand een avondgebed. Hieronder vindt u de diensten van de komende weken, met de voorganger, de kerk en het collectedoel. De diensten in Beuningen en Wijchen kunt u ook thuis live meekijken of later terugzien.</p>`,
    content: `
<h2>Welkom in de dienst</h2>
<p>Een kerkdienst duurt ongeveer een uur. U hoeft niets mee te nemen: de liturgie staat op papier of op het scherm, en de liederen zingen we uit het Liedboek. Voor de kinderen is er kindernevendienst, en in Beuningen en Druten is er oppas voor de allerkleinsten. Na afloop drinken we koffie en thee; blijf gerust even.</p>
<h2>Avondmaal en doop</h2>
<p>Ongeveer eens in de zes weken vieren we het avondmaal. Iedereen die de Heer Jezus wil gedenken, is welkom aan tafel; er is altijd ook druivensap en glutenvrij brood. Wilt u uw kind laten dopen of zelf gedoopt worden? Neem dan contact op met een van onze predikanten.</p>
<h2>Online meekijken</h2>
<p>De diensten in de Dorpskerk Beuningen en de Open Hof in Wijchen worden uitgezonden via ons YouTube-kanaal. U kunt ze live volgen en daarna terugkijken. Voor wie geen internet heeft, is er de kerkradio; vraag de koster naar de mogelijkheden.</p>
<h2>Collecte</h2>
<p>Tijdens de dienst collecteren we voor de diaconie, voor de kerk en voor een wisselend doel. U kunt geven met contant geld, collectebonnen of via de QR-code op de liturgie.</p>`,
  },
};
