/** The media feature's surface for the app's composition (src/exposes) and the page editor: the "Foto's" section (its calls are in src/lib/media-api.ts, which the page editor's picker shares). */
export { MediaSection } from './components/media-section';

