/** The editor layout's surface for the app's composition (src/exposes). */
export { EditorLayout } from './components/editor-layout';
export { EmptySection } from './components/empty-section';
export { beheerPath, FORGOT_PASSWORD_SEGMENT, SECTIONS } from './sections';
