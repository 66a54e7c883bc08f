/** The Zijstroom section's surface for the app's composition (src/exposes); loaded lazily (the text editor). */
export { ZijstroomSection } from './components/zijstroom-section';
