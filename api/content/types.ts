/** Shape of the seed content. Partials are written as an ordered record: key order = position. */

export interface PageContent {
  name: string;
  metaTitle: string;
  metaDescription: string;
  partials: Record<string, string>;
}

/** The community the seed texts are written for (fictional). */
export const COMMUNITY = 'Protestantse Gemeente Maas en Waal';
