/** The "Collectedoelen" section's surface for the app's composition (src/exposes); it loads the rich-text editor, so the app loads it lazily. */
export { PurposesSection } from './components/purposes-section';
