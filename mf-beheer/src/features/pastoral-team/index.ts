/** The "Pastoraal team" section's surface for the app's composition (src/exposes); it loads the rich-text editor, so the app loads it lazily. */
export { PastorsSection } from './components/pastors-section';
