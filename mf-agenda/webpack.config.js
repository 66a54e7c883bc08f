// Thin: federation settings come from the kit's one shared config. `exposes` lists only
// src/exposes/, this remote's whole public contract.
const { createAppConfig } = require('@kerk/kit/federation/webpack');

module.exports = createAppConfig({
  dirname: __dirname,
  id: 'mf-agenda',
  exposes: {
    './AgendaPage': './src/exposes/agenda-page.tsx',
    './EventPage': './src/exposes/event-page.tsx',
    './EventsWidget': './src/exposes/events-widget.tsx',
  },
});
