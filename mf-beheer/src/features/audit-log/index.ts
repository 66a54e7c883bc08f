/** The audit-log feature's surface for the app's composition (src/exposes): the Logboek section. */
export { AuditLog } from './components/audit-log';
