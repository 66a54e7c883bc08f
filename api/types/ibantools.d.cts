/**
 * The few functions of ibantools the kit's validation uses (kit/validation), typed for the api's
 * CommonJS build: the package ships its types as an ES module, which a Node16 CommonJS program may
 * not import, while at run time `require('ibantools')` loads its CommonJS build. Mapped in
 * tsconfig.json `paths`; the signatures are ibantools 4.5's own.
 */
export declare function isValidIBAN(iban: string, validationOptions?: { allowQRIBAN: boolean }): boolean;
export declare function electronicFormatIBAN(iban?: string): string | null;
