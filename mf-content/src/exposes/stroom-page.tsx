export { StroomPage as default } from '../features/content-pages/components/stroom-page';
