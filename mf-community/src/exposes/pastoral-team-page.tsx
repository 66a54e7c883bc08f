export { PastoralTeamPage as default } from '../features/pastoral-team/components/pastoral-team-page';
