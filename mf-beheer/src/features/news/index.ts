/** The Nieuws section's surface for the app's composition (src/exposes); loaded lazily (the text editor). */
export { NewsSection } from './components/news-section';
