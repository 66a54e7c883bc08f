/** The session feature's surface for the app's composition (src/exposes). */
export { useSignOutEverywhereMutation } from './api/account-api';
export { AuditLog } from './components/audit-log';
export { ForgotPassword } from './components/forgot-password';
export { IdleWarningDialog } from './components/idle-warning-dialog';
export { SetPassword } from './components/set-password';
export { SignInForm } from './components/sign-in-form';
export { UsersSection } from './components/users-section';
export { useSession } from './hooks/use-session';
export type { AdminUser } from '../../lib/admin-session';
