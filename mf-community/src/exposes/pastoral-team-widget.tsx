export { PastoralTeamWidget as default } from '../features/pastoral-team/components/pastoral-team-widget';
