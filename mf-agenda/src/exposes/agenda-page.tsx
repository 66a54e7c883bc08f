export { AgendaPage as default } from '../features/agenda/components/agenda-page';
