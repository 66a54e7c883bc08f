export { AnbiPage as default } from '../features/content-pages/components/anbi-page';
