export { ZijstroomPage as default } from '../features/content-pages/components/zijstroom-page';
