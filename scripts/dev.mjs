// `npm run dev`: every app's webpack dev server (HMR) plus the API; open http://localhost:3000.
// `npm run dev:remote -- agenda`: only that remote's dev server, the others served from their
// builds by the API server; open http://localhost:8080 (PORT).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { buildIfStale } from './build-if-stale.mjs';
import { npm, root, WEB_APPS } from './lib.mjs';

// The ports are the kit's (plain Node, no dependencies), as the webpack configs read them.
const { DEV_PORTS } = createRequire(import.meta.url)('../packages/kit/federation/index.js');
const remoteFlag = process.argv.indexOf('--remote');
const only = remoteFlag === -1 ? null : process.argv[remoteFlag + 1];
const remoteId = only ? (only.startsWith('mf-') ? only : `mf-${only}`) : null;
if (remoteFlag !== -1 && !DEV_PORTS[remoteId]) {
  console.error(`Usage: npm run dev:remote -- <content|agenda|community|contact|beheer>`);
  process.exit(1);
}

const devApps = remoteId ? [remoteId] : WEB_APPS;
await buildIfStale({ apps: WEB_APPS.filter((app) => !devApps.includes(app)) });

// development: the API's CSP then lets the dev servers' live-reload websockets connect.
const env = { ...process.env, NODE_ENV: 'development' };
for (const app of devApps) {
  if (app === 'shell') continue;
  env[`REMOTE_${app.replace(/-/g, '_').toUpperCase()}_URL`] = `http://localhost:${DEV_PORTS[app]}/mf-manifest.json`;
}

const children = [
  spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/server.ts')], { cwd: root, stdio: 'inherit', env }),
  // One remote against production builds of the rest is served in production mode (rebuilt on
  // save, page reloaded): a development React in one remote cannot share the shell's production React.
  ...devApps.map((app) =>
    spawn(npm, remoteId ? ['exec', '-w', app, '--', 'webpack', 'serve', '--mode', 'production'] : ['run', 'dev', '-w', app], { cwd: root, stdio: 'inherit', env }),
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`[dev] open http://localhost:${remoteId ? (process.env.PORT ?? 8080) : DEV_PORTS.shell}`);
