/**
 * Drawings shipped in the repo (content/images/<folder>/*.svg), read once at start: a handful of
 * small files served from memory (see plugins/app/drawings). Only names found in the folder can be
 * served, so no request path ever reaches the file system.
 */
import fs from 'node:fs';
import path from 'node:path';

export function loadSvgFolder(dir: string): Map<string, Buffer> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.svg')) : [];
  return new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, file))]));
}

/** The public URL of a resource's image under the API's own base (API_URL), e.g. `/api/churches/3/image`. */
export const resourceImageUrl = (apiUrl: string, resource: string, id: number, kind: string) =>
  `${apiUrl.replace(/\/+$/, '')}/${resource}/${id}/${kind}`;
