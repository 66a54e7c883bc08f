/** Texts of giving that two remotes show (mf-content's service page, mf-community's /geven). */
export const giving = {
  qrAlt: (name: string) => `QR-code om met uw bank-app te geven aan ${name}`,
} as const;
