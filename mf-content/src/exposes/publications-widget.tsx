export { PublicationsWidget as default } from '../features/publications/components/publications-widget';
