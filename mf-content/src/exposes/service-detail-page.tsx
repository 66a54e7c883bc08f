export { ServiceDetailPage as default } from '../features/services/components/service-detail-page';
