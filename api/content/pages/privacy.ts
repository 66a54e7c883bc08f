/** Page `privacy`: the privacy statement (AVG) of the website, including the contact form. */
import type { PageContent } from '../types';

export const privacy: PageContent = {
  name: 'privacy',
  metaTitle: 'Privacyverklaring',
  metaDescription: 'Hoe de Protestantse Gemeente Maas en Waal omgaat met uw persoonsgegevens op deze website, in het contactformulier, bij aanmeldingen, bij livestreams en in onze nieuwsbrieven.',
  partials: {
    title: 'Privacyverklaring',
    intro: `
<p>De Protestantse Gemeente Maas en Waal gaat zorgvuldig om met uw persoonsgegevens. In deze privacyverklaring leggen wij uit welke gegevens wij via deze website verwerken, waarom wij dat doen, hoe lang wij ze bewaren en welke rechten u heeft. Wij houden ons daarbij aan de Algemene verordening gegevensbescherming (AVG) en aan de privacyregels van de Protestantse Kerk in Nederland.</p>`,
    content: `
<h2>Wie is verantwoordelijk?</h2>
<p>Verwerkingsverantwoordelijke is de kerkenraad van de Protestantse Gemeente Maas en Waal, Kerkstraat 12, 6641 AB Beuningen. Voor vragen over privacy kunt u terecht bij onze privacycontactpersoon via <a href="mailto:privacy@pgmaasenwaal.nl">privacy@pgmaasenwaal.nl</a>.</p>
<h2>Het contactformulier</h2>
<p>Als u het contactformulier invult, verwerken wij uw naam, uw e-mailadres, het onderwerp, uw bericht en het soort contact dat u kiest. Wij gebruiken deze gegevens alleen om uw vraag te beantwoorden. Uw bericht wordt per e-mail doorgestuurd naar de persoon of het college dat bij uw keuze hoort, bijvoorbeeld de scriba, de diaconie of de beheerder van de zalen. De grondslag is ons gerechtvaardigd belang om vragen te kunnen beantwoorden, of de voorbereiding van een overeenkomst als u een zaal wilt huren.</p>
<p>Wij bewaren contactberichten niet langer dan nodig: uiterlijk twaalf maanden nadat uw vraag is afgehandeld, worden ze verwijderd. Berichten over een huwelijk of uitvaart bewaren wij zolang dat nodig is voor de voorbereiding en de pastorale zorg daaromheen.</p>
<h2>Nieuwsbrieven</h2>
<p>Als u zich op de website aanmeldt voor Zijstroom, bewaren wij uw e-mailadres en, als u die invult, uw naam. Wij sturen u eerst een e-mail met een link; pas als u die volgt, bent u aangemeld. Wij bewaren dan wanneer u dat deed en op welke manier, zodat wij kunnen laten zien dat u toestemming gaf. Uw IP-adres bewaren wij niet. Volgt u de link niet binnen 7 dagen, dan verwijderen wij uw gegevens. Als een e-mail drie keer niet kan worden bezorgd, sturen wij naar dat adres geen Zijstroom meer.</p>
<p>Afmelden kan altijd, met de link onder aan elke Zijstroom. Dan verwijderen wij uw naam en e-mailadres. Wij houden alleen een onherkenbare code van uw adres (een zogeheten hash) over, zodat wij u niet per ongeluk opnieuw mailen. Voor de digitale versie van Stroom bewaren wij uw naam en e-mailadres tot u zich afmeldt, via de link in de nieuwsbrief of per e-mail.</p>
<h2>Aanmelden voor een dienst of activiteit</h2>
<p>Voor sommige diensten en activiteiten zijn de plaatsen beperkt, zoals de kerstnachtdienst of het kerstdiner. Als u zich daarvoor op de website aanmeldt, bewaren wij uw naam, uw e-mailadres, het aantal plaatsen, uw antwoord op de vraag bij de aanmelding (als die er is) en wanneer u zich aanmeldde. Wij gebruiken deze gegevens alleen om de plaatsen te verdelen, u een bevestiging en een herinnering te sturen, u te laten weten als er een plaats vrijkomt of als er iets verandert, en om bij de deur de lijst te hebben. Alleen de beheerders van de website zien uw naam en e-mailadres. Uw IP-adres bewaren wij niet bij uw aanmelding.</p>
<p>Afmelden kan altijd met de link in de bevestiging. Dertig dagen na de dienst of activiteit verwijderen wij alle aanmeldingen, met uw naam en e-mailadres.</p>
<h2>Kerkdiensten online</h2>
<p>Een deel van onze kerkdiensten wordt uitgezonden via YouTube. De camera is gericht op de voorganger, de muzikanten en de liturgische ruimte. Wie niet in beeld wil komen, kan plaatsnemen in het achterste deel van de kerk, aangegeven met bordjes. Bij een doop, een huwelijk of een uitvaart vragen wij vooraf toestemming aan de betrokkenen. Wanneer u een uitzending bekijkt, gelden de voorwaarden van YouTube (Google).</p>
<h2>Cookies en lokale opslag</h2>
<p>Deze website plaatst geen tracking- of advertentiecookies en gebruikt geen analysediensten van derden. Wij bewaren alleen functionele voorkeuren in uw browser: de taalkeuze en de gekozen weergave (licht, donker of systeem), elk in een cookie die 365 dagen geldig is. Met de weergavecookie toont de website elke pagina meteen in de gekozen kleuren; dezelfde keuze staat ook in de lokale opslag van uw browser. Hiervoor is geen toestemming nodig.</p>
<h2>Ledenadministratie</h2>
<p>Deze website staat los van onze ledenadministratie. Gegevens van leden worden bijgehouden in het Ledenregistratiesysteem van de Protestantse Kerk (LRP), onder eigen voorwaarden. Het blauwe boekje met adressen is alleen bestemd voor leden en wordt niet online gepubliceerd.</p>
<h2>Met wie delen wij gegevens?</h2>
<p>Wij verkopen uw gegevens nooit en delen ze niet met anderen, behalve met partijen die ons helpen deze website en onze e-mail te laten werken (zoals onze hostingpartij en e-mailprovider). Met hen hebben wij een verwerkersovereenkomst gesloten. Uw gegevens worden opgeslagen binnen de Europese Unie.</p>
<h2>Beveiliging</h2>
<p>De website is alleen bereikbaar via een beveiligde verbinding (https). Alleen vrijwilligers en medewerkers die uw bericht moeten behandelen, kunnen het lezen. Zij hebben een geheimhoudingsverklaring getekend.</p>
<h2>Uw rechten</h2>
<p>U heeft het recht om uw gegevens in te zien, te laten corrigeren of te laten verwijderen. Ook kunt u bezwaar maken tegen het gebruik ervan, de verwerking laten beperken of uw gegevens laten overdragen. Stuur uw verzoek naar <a href="mailto:privacy@pgmaasenwaal.nl">privacy@pgmaasenwaal.nl</a>; wij reageren binnen een maand. Bent u niet tevreden over hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de <a href="https://www.autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</a>.</p>
<h2>Wijzigingen</h2>
<p>Wij passen deze privacyverklaring aan als onze werkwijze verandert. Deze versie is vastgesteld door de kerkenraad op 14 januari 2025.</p>`,
  },
};
