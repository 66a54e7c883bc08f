/** The Agenda section's surface for the app's composition (src/exposes). */
export { AgendaSection } from './components/agenda-section';
