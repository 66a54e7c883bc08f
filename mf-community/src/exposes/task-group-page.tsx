export { TaskGroupPage as default } from '../features/task-groups/components/task-group-page';
