// Thin: federation settings come from the kit's one shared config. `exposes` lists only
// src/exposes/, this remote's whole public contract (see src/exposes/README.md).
const { createAppConfig } = require('@kerk/kit/federation/webpack');

module.exports = createAppConfig({
  dirname: __dirname,
  id: 'mf-community',
  exposes: {
    './CongregationPage': './src/exposes/congregation-page.tsx',
    './ChurchCouncilPage': './src/exposes/church-council-page.tsx',
    './DeaconsPage': './src/exposes/deacons-page.tsx',
    './KerkrentmeestersPage': './src/exposes/kerkrentmeesters-page.tsx',
    './PastoralTeamPage': './src/exposes/pastoral-team-page.tsx',
    './PastorPage': './src/exposes/pastor-page.tsx',
    './PastoralTeamWidget': './src/exposes/pastoral-team-widget.tsx',
    './ProfessionalWorkPage': './src/exposes/professional-work-page.tsx',
    './TaskGroupsPage': './src/exposes/task-groups-page.tsx',
    './TaskGroupPage': './src/exposes/task-group-page.tsx',
    './ConfidantsPage': './src/exposes/confidants-page.tsx',
    './ChurchesPage': './src/exposes/churches-page.tsx',
  },
});
