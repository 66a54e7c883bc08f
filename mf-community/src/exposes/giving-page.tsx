export { GivingPage as default } from '../features/giving/components/giving-page';
