/** Validation messages (spec §5). `field` is the Dutch field label. */
export const validation = {
  required: (field: string) => `${field} is verplicht`,
  invalid: (field: string) => `${field} is niet juist`,
  minLength: (field: string, min: number) => `${field} moet minimaal ${min} tekens bevatten`,
  maxLength: (field: string, max: number) => `${field} mag maximaal ${max} tekens bevatten`,
  zipcode: 'De postcode bevat onjuiste tekens',
  httpsUrl: (field: string) => `${field} moet een volledig webadres zijn dat begint met https://`,
} as const;
