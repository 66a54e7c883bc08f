export { TaskGroupsPage as default } from '../features/task-groups/components/task-groups-page';
