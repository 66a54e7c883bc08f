export { UnsubscribePage as default } from '../features/zijstroom/components/unsubscribe-page';
