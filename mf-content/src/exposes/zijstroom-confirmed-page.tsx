export { ConfirmedPage as default } from '../features/zijstroom/components/confirmed-page';
