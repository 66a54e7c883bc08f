export { NewsPage as default } from '../features/news/components/news-page';
