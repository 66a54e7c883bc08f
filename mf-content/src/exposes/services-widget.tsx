export { ServicesWidget as default } from '../features/services/components/services-widget';
