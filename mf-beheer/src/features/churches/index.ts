/** The "Kerken" section's surface for the app's composition (src/exposes). */
export { ChurchesSection } from './components/churches-section';
