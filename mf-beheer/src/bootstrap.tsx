/// <reference types="webpack/module" />
// Standalone harness (`npm run start:standalone -w mf-beheer`): the editing app alone at its site-map
// path and below (see @kerk/kit/standalone).
import { mountStandalone } from '@kerk/kit/standalone';

mountStandalone('mf-beheer', import.meta.webpackContext('./exposes', { recursive: false, regExp: /\.tsx$/ }));
