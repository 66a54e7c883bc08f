/**
 * Texts of mf-content that the API's first view and page heads write too (a news article's byline,
 * a service's title and time): shared by two deployables, so they live in the kit. The rest of
 * mf-content's texts live in mf-content (src/texts).
 */
export const content = {
  news: {
    by: (author: string) => `door ${author}`,
  },
  services: {
    time: (time: string) => `${time} uur`,
    title: (location: string) => `Kerkdienst ${location}`,
  },
} as const;
