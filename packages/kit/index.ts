/** The kit's root entry: only its version. Import features from the subpaths (`@kerk/kit/store`, …). */
export const KIT_VERSION = '0.1.0';
