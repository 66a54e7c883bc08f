export { EventPage as default } from '../features/agenda/components/event-page';
