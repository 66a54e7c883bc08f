export { CancelPage as default } from '../features/registrations/components/cancel-page';
