export { EventsWidget as default } from '../features/agenda/components/events-widget';
