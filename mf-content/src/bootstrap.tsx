/// <reference types="webpack/module" />
// Standalone harness (`npm run start:standalone -w mf-content`): this remote alone, its pages at their
// site-map paths and its home widgets at /widgets (see @kerk/kit/standalone).
import { mountStandalone } from '@kerk/kit/standalone';

// Tests sit next to the exposes (server-render.test.tsx): they are not pages.
mountStandalone('mf-content', import.meta.webpackContext('./exposes', { recursive: false, regExp: /(?<!\.test)\.tsx$/ }));
