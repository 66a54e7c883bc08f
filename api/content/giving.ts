/**
 * Giving (issue 34): the seed's collection purposes and the congregation's default account. The
 * numbers are made up (with a right checksum); the other collection names of the seed's services
 * become archived purposes, as today's names did in migration 0031.
 */
export const givingSettings = {
  giving_iban: 'NL44RABO0123456789',
  giving_holder: 'Protestantse Gemeente Maas en Waal',
  giving_bic: 'RABONL2U',
  giving_link_hosts: 'tikkie.me\ngivt.nl',
};

export const purposes = [
  {
    name: 'Diaconie',
    description: '<p>De diaconie helpt mensen in onze dorpen die het moeilijk hebben: met een boodschappenpakket, een bijdrage in de huur of een luisterend oor.</p>',
    iban: 'NL20INGB0001234567',
    holder: 'Diaconie PG Maas en Waal',
    amount: '',
    payment_url: '',
  },
  {
    name: 'Kerk',
    description: '<p>Voor het werk van onze gemeente: de kerkgebouwen, de predikanten, de muziek en het jeugdwerk.</p>',
    iban: '',
    holder: '',
    amount: '',
    payment_url: '',
  },
  {
    name: 'Voedselbank Maas en Waal',
    description: '<p>De voedselbank geeft elke week een pakket aan gezinnen in Maas en Waal die rond moeten komen van te weinig.</p>',
    iban: 'NL70TRIO0123456789',
    holder: 'Stichting Voedselbank Maas en Waal',
    amount: '10.00',
    payment_url: 'https://tikkie.me/pay/voedselbank-maas-en-waal',
  },
  {
    name: 'Kerk in Actie – Kerstcollecte',
    description: '<p>Met Kerst collecteren we voor kinderen in armoede, in Nederland en ver weg, via Kerk in Actie.</p>',
    iban: '',
    holder: '',
    amount: '',
    payment_url: '',
  },
] as const;
