// Zijstroom (issue 33): the page's text, the sign-up form and the archive of issues sent by e-mail.
export { ZijstroomPage as default } from '../features/zijstroom/components/zijstroom-page';
