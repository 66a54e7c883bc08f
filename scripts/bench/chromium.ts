/** Finds the system Chromium for Lighthouse and Playwright; null when there is none. */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.CHROME_PATH ?? env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Flags for a headless Chromium in a container: no sandbox, no GPU, no background traffic. */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
