/** Page `worship`: taakgroep Eredienst (route /gemeente/taakgroepen/taakgroep-eredienst). */
import type { PageContent } from '../types';

export const worship: PageContent = {
  name: 'worship',
  metaTitle: 'Taakgroep Eredienst',
  metaDescription: 'De taakgroep Eredienst zorgt voor de liturgie, de muziek en de praktische voorbereiding van de kerkdiensten van de Protestantse Gemeente Maas en Waal.',
  partials: {
    title: 'Eredienst',
    intro: `
<p>De zondagse dienst is het hart van onze gemeente. De taakgroep Eredienst zorgt er samen met de predikanten voor dat de diensten in alle dorpen goed voorbereid zijn, dat er muziek klinkt die past bij het kerkelijk jaar en dat iedereen zich welkom voelt.</p>`,
    content: `
<h2>Wat doen we?</h2>
<p>De taakgroep stelt het preekrooster op en nodigt gastpredikanten uit. Zij bereidt bijzondere diensten voor, zoals de Veertigdagentijd, de Stille Week, de Eeuwigheidszondag en de kerstnachtdienst, en denkt na over nieuwe vormen: de zangdienst, de viering met jongeren en de zomeravonddiensten in Bergharen.</p>
<p>Onder de taakgroep vallen ook de organisten, de cantorij, de lectoren, de beamerteams en de bloemschikkers. Eens per jaar is er een avond voor alle vrijwilligers rond de eredienst, om te evalueren en elkaar te bedanken.</p>
<h2>Muziek</h2>
<p>Wij zingen uit het Liedboek en geregeld uit andere bundels. De cantorij zingt eens per maand en bij de hoogtijdagen; zij repeteert op donderdagavond in de Dorpskerk Beuningen. Muzikanten die af en toe willen meespelen, zijn van harte welkom.</p>`,
    join: `
<h2>Meedoen</h2>
<p>Wilt u lector worden, meezingen in de cantorij, de beamer bedienen of bloemen schikken? Of heeft u een idee voor een bijzondere dienst? Neem contact op via <a href="mailto:eredienst@pgmaasenwaal.nl">eredienst@pgmaasenwaal.nl</a>. Nieuwe lectoren krijgen een korte training in het voorlezen.</p>`,
    members: `
<h2>De taakgroep</h2>
<ul>
  <li>Corrie van der Velden, voorzitter en ouderling eredienst</li>
  <li>ds. Marieke van den Berg, predikant</li>
  <li>Jan-Willem Gerritsen, organist en cantor</li>
  <li>Hanneke Roelofs, preekrooster</li>
  <li>Thijs van Beek, beamer en livestream</li>
</ul>`,
  },
};
