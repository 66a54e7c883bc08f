/** The users feature's surface for the app's composition (src/exposes): the Gebruikers section. */
export { UsersSection } from './components/users-section';
