export { NewsArticlePage as default } from '../features/news/components/news-article-page';
