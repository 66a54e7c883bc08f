export { PrivacyPage as default } from '../features/content-pages/components/privacy-page';
