export { ChurchesPage as default } from '../features/churches/components/churches-page';
