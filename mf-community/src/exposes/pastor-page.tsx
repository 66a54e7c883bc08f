export { PastorPage as default } from '../features/pastoral-team/components/pastor-page';
