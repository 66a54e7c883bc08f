export { NewsWidget as default } from '../features/news/components/news-widget';
