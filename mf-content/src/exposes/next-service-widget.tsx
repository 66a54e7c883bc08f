export { NextServiceWidget as default } from '../features/services/components/next-service-widget';
