/** The editor layout's surface for the app's composition (src/exposes). */
export { EditorLayout } from './components/editor-layout';
export { NoAccess } from './components/no-access';
export { beheerPath, FORGOT_PASSWORD_SEGMENT, mayOpen, SET_PASSWORD_SEGMENT, SECTIONS, sectionsFor, type Section, type SectionSegment } from './sections';
