/**
 * Texts of mf-content that the API writes too (a service page's title in its head): shared by two
 * deployables, so they live in the kit. The rest of mf-content's texts live in mf-content
 * (src/texts).
 */
export const content = {
  services: {
    title: (location: string) => `Kerkdienst ${location}`,
  },
} as const;
