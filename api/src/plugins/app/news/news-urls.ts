/**
 * URLs of the news drawings (content/images/news), answered under this API's own public base so a
 * browser loads them wherever the API lives (API_URL). Used by the news routes, the RSS feed and
 * the site's head tags.
 */
/**
 * An absolute URL, and a photo of the media library (`/api/media/…`, as every page links them),
 * stay as they are; a file name from content/images/news becomes `<apiUrl>/news/images/<file>`.
 */
export function newsImageUrl(image: string, apiUrl: string): string {
  if (!image || /^https?:\/\//.test(image) || image.startsWith('/')) return image;
  return `${apiUrl.replace(/\/+$/, '')}/news/images/${encodeURIComponent(image)}`;
}

/** `orgel.png` → `orgel.svg`: the drawing a PNG is rendered from. */
export const svgNameOfPng = (file: string) => file.replace(/\.png$/, '.svg');

/** The URL of the PNG of a drawing from content/images/news (`kaarsen.svg` → `<apiUrl>/news/images/kaarsen.png`). */
export const newsPngUrl = (svgFile: string, apiUrl: string): string => newsImageUrl(svgFile.replace(/\.svg$/, '.png'), apiUrl);
