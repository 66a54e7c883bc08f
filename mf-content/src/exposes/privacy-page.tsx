// Kept for a shell whose site map still names this module; it renders the route's page like ./ContentPage.
export { ContentPage as default } from '../features/content-pages/components/content-page';
