/** The pages feature's surface for the app's composition (src/exposes). */
export { PagesSection } from './components/pages-section';
