/// <reference types="webpack/module" />
// Standalone harness (`npm run start:standalone -w mf-beheer`): the editing app alone at its site-map
// path and below (see @kerk/kit/standalone).
import { mountStandalone } from '@kerk/kit/standalone';

// Tests sit next to the exposes (server-render.test.tsx): they are not pages.
mountStandalone('mf-beheer', import.meta.webpackContext('./exposes', { recursive: false, regExp: /(?<!\.test)\.tsx$/ }));
