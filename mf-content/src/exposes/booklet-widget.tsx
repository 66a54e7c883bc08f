export { BookletWidget as default } from '../features/publications/components/booklet-widget';
