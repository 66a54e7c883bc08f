// `npm start`: install what is missing, build what is stale, then serve the composed site and the
// API on one origin (PORT, default 8080). The database is created and seeded on first start.
import { join } from 'node:path';

import { buildIfStale } from './build-if-stale.mjs';
import { root } from './lib.mjs';

await buildIfStale();
const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_WEB: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
