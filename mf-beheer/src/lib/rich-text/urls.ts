/**
 * The addresses the editor's dialogs accept. The server's sanitizer drops anything else again;
 * checking here lets a volunteer correct the address while the dialog is still open.
 */

/** A link target: http(s), mailto:, tel: or a path on this site (`/…`, never `//host`). */
export function normalizeLink(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (/^\/(?!\/)/.test(value)) return value;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(value)) return value;
  if (/^tel:\+?[\d\s().-]{3,}$/i.test(value)) return value.replace(/\s+/g, '');
  // "www.kerk.nl" is what people type: it means https.
  const withScheme = /^www\./i.test(value) ? `https://${value}` : value;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** An image on this site's own uploads (`/uploads/…`); the media library comes with the next issue. */
export function normalizeImage(input: string): string | null {
  const value = input.trim();
  return /^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..') ? value : null;
}

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * A YouTube or Vimeo address as its privacy-mode player: youtube-nocookie.com and Vimeo with
 * do-not-track, so no cookies are set before the visitor presses play.
 */
export function toPrivacyVideo(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}
