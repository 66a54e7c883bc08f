export { ContentPage as default } from '../features/content-pages/components/content-page';
