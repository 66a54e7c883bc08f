/**
 * Page texts from the page store (spec §3, §7) and the hooks a page uses to talk to the chrome.
 */
export { hasPartial, partial, useDocumentMeta, usePage } from './use-page';
export { pageApi, useGetFooterQuery, useGetPageQuery } from './page-api';
export { useBreadcrumbs, useBreadcrumbTitle, useRouteError, useShowErrorPage } from './page-hooks';
export { StorePage, type StorePageProps } from './store-page';
export { applyInitialData, initialDataEntry, INITIAL_DATA_ID, isStalePage, resetFormDataEntries, seedStore, ServerInitialDataProvider, useFormDataEntry, useInitialDataEntry } from './initial-data';
