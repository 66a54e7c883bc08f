export { KerkrentmeestersPage as default } from '../features/church-bodies/components/body-page';
