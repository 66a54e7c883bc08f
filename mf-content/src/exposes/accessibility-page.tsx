export { AccessibilityPage as default } from '../features/content-pages/components/accessibility-page';
