/**
 * `#kerk-initial-data`: what the browser's store starts with (the kit's applyInitialData), and
 * what a server render is seeded with (protocol: SsrRequest.initial): the site settings, the
 * route's page-store page and a refused contact or sign-up post's state. A data block, never executed (the CSP
 * stays free of inline scripts), escaped like JSON-LD.
 */
import { type ContactFormState } from '@kerk/kit/contact';
import type { SignUpFormState } from '@kerk/kit/registrations';
import { taskGroupOf, type SiteRouteMatch } from '@kerk/kit/site-map';
import { INITIAL_DATA_ID, STALE_ATTRIBUTE } from '@kerk/kit/ssr';
import type { FastifyInstance } from 'fastify';

import type { Page } from '../plugins/app/pages/pages-repository';
import type { Settings } from '../plugins/app/settings/settings-repository';
import { jsonLdText } from './head';

export interface InitialData {
  settings: Settings;
  pages: Record<string, Page>;
  /** A refused plain POST of the contact form: its input and messages (mf-contact shows them). */
  contactForm?: ContactFormState;
  /** A refused plain POST of a sign-up form (issue 43): its input and messages (the kit's sign-up block shows them). */
  signUpForm?: SignUpFormState;
}

/** One visitor's refused plain POST, as its page is rendered with it (never cached). */
export type PostedForm = { contactForm: ContactFormState } | { signUpForm: SignUpFormState };

/** The page-store page of a route: its own, or a task group's. */
function storePageName({ route, params }: SiteRouteMatch): string | undefined {
  return route.page ?? (route.record === 'task-group' ? taskGroupOf(params.slug)?.page : undefined);
}

/** What the store starts with for a page: the settings, the route's page-store page and a refused contact or sign-up post's state. */
export async function initialData(app: FastifyInstance, match: SiteRouteMatch, posted?: PostedForm): Promise<InitialData> {
  const settings = await app.settingsRepository.get();
  const pageName = storePageName(match);
  const page = pageName ? await app.pagesRepository.findByName(pageName) : null;
  return { settings, pages: pageName && page ? { [pageName]: page } : {}, ...posted };
}

/** The data block for the head. */
export const initialDataTag = (data: object): string => `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonLdText(data)}</script>`;

/** The shell's empty root, as written or as html-webpack-plugin minifies it. */
const ROOT = /<div id=(?:"root"|'root'|root)>\s*<\/div>/;

/** Writes a server render (with its attributes) into the template's empty root (a template without one is left alone). */
export const injectRoot = (html: string, root: string, attributes = ''): string => html.replace(ROOT, () => `<div id="root"${attributes}>${root}</div>`);

/**
 * A kept page standing in for a render that failed or came late (page-cache.ts): its data block
 * marked `data-stale`, so the browser asks for every answer again once it has hydrated.
 */
export const markStale = (html: string): string => html.replace(`<script type="application/json" id="${INITIAL_DATA_ID}">`, (tag) => `${tag.slice(0, -1)} ${STALE_ATTRIBUTE}>`);
