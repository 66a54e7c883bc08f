// Thin: federation settings come from the kit's one shared config. `exposes` are the modules in
// src/exposes/, this remote's whole public contract (see src/exposes/README.md).
const { createAppConfig } = require('@kerk/kit/federation/webpack');

module.exports = createAppConfig({ dirname: __dirname, id: 'mf-beheer' });
