export { ProfessionalWorkPage as default } from '../features/congregation/components/professional-work-page';
