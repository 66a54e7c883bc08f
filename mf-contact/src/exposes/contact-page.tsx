export { ContactPage as default } from '../features/contact-form/components/contact-page';
