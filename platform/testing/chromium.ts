import fs from 'node:fs';
import { config } from '../config.ts';

/** Debian's Chromium by default (Playwright cannot download browsers here); CHROMIUM_PATH overrides. */
export function chromiumPath(): string | undefined {
  if (config.chromiumPath) return config.chromiumPath;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
