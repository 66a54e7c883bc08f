/** The "Taakgroepen en vertrouwenspersonen" section's surface for the app's composition (src/exposes). */
export { TaskGroupsSection } from './components/task-groups-section';
