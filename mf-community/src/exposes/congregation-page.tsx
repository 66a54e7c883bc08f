export { CongregationPage as default } from '../features/congregation/components/congregation-page';
