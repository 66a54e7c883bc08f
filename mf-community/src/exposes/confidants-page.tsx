export { ConfidantsPage as default } from '../features/confidants/components/confidants-page';
