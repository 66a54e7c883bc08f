/** The Kerkdiensten section's surface for the app's composition (src/exposes). */
export { ServicesSection } from './components/services-section';
