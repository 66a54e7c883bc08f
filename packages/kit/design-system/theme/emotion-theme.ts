/**
 * Types emotion's `Theme` as the kit's, for every app that uses the design system. Kept apart from
 * tokens.ts so that plain-data users of the tokens (the API) need no emotion types.
 */
import type { KitTheme } from './tokens';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends KitTheme {}
}
