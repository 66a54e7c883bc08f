/** The session feature's surface for the app's composition (src/exposes). */
export { useSignOutEverywhereMutation } from './api/account-api';
export { ForgotPassword } from './components/forgot-password';
export { IdleWarningDialog } from './components/idle-warning-dialog';
export { SetPassword } from './components/set-password';
export { SignInAgainDialog } from './components/sign-in-again-dialog';
export { SignInForm } from './components/sign-in-form';
