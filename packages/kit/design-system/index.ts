/** The design system: one emotion theme and the components every app shares. */
export * from './alert/alert';
export * from './alert/retry-alert';
export * from './badge/badge';
export * from './button/button';
export * from './card/card';
export * from './icon/icons';
export * from './keep-together/keep-together';
export * from './container/container';
export * from './nav-cards/nav-cards';
export * from './page-header/page-header';
export * from './pagination/pagination';
export * from './picture/picture';
export * from './rich-text/rich-text';
export * from './skeleton/card-skeletons';
export * from './skeleton/skeleton';
export * from './theme/kit-theme-provider';
export * from './theme/tokens';
