/** Error page and error catalogue (spec §2 Error page, §8). */
export const errors = {
  titles: {
    404: 'Niet gevonden',
    400: 'Verkeerde aanvraag',
    501: 'Interne server fout',
  } as Record<number, string>,
  defaultTitle: 'Er is een onverwachte fout opgetreden',
  messages: {
    404: 'De pagina die u zoekt bestaat niet (meer) of is verplaatst.',
    400: 'De aanvraag kon niet worden verwerkt. Controleer het adres en probeer het opnieuw.',
    501: 'Er ging iets mis aan onze kant. Probeer het later nog eens.',
  } as Record<number, string>,
  defaultMessage: 'Probeer het later nog eens of ga terug naar de homepagina.',
  backHome: 'Terug naar de homepagina',
  statusLabel: 'Foutcode',
} as const;
