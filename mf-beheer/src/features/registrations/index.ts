/** The sign-ups' section for the app's composition (src/exposes). */
export { RegistrationsSection } from './components/registrations-section';
