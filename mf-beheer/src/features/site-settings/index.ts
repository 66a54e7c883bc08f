/** The Instellingen section's surface for the app's composition (src/exposes). */
export { SiteSettingsSection } from './components/site-settings-section';
