/**
 * The kit's root entry exports nothing: import from its subpaths (`@kerk/kit/store`,
 * `@kerk/kit/texts`, …). The version is package.json's, which the federation contract reads.
 */
export {};
