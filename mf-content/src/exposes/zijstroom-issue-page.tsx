export { IssuePage as default } from '../features/zijstroom/components/issue-page';
