export { SearchPage as default } from '../features/search/components/search-page';
