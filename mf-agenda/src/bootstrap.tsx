/// <reference types="webpack/module" />
// Standalone harness (`npm run start:standalone -w mf-agenda`): this remote alone, its pages at their
// site-map paths and its home widgets at /widgets (see @kerk/kit/standalone).
import { mountStandalone } from '@kerk/kit/standalone';

mountStandalone('mf-agenda', import.meta.webpackContext('./exposes', { recursive: false, regExp: /\.tsx$/ }));
