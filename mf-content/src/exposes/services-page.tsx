export { ServicesPage as default } from '../features/services/components/services-page';
