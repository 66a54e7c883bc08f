/** URL slugs for names: "ds. Anne-Marie de Wit" → "ds-anne-marie-de-wit" (diacritics dropped). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** True for a file name of a shipped SVG drawing (no folders, no other types). */
export const isSvgFileName = (name: string): boolean => /^[a-z0-9-]+\.svg$/.test(name);
