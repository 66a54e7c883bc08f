/** The session feature's surface for the app's composition (src/exposes). */
export { ForgotPassword } from './components/forgot-password';
export { SignInForm } from './components/sign-in-form';
export { useSession } from './hooks/use-session';
export type { AdminUser } from './api/session-api';
