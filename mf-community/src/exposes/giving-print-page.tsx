export { GivingPrintPage as default } from '../features/giving/components/giving-print-page';
