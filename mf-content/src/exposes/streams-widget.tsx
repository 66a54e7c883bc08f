export { StreamsWidget as default } from '../features/services/components/streams-widget';
