/** The media feature's surface for the app's composition (src/exposes) and the page editor: the "Foto's" section and the library's calls. */
export { MediaSection } from './components/media-section';
export { useMediaListQuery, type MediaItem } from './api/media-api';
