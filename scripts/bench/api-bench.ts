/** Runs the API's own bench (`npm run bench -w api`: the hot endpoints next to a Fastify hello-world), showing its output as it goes. */
import { spawn } from 'node:child_process';

import { root } from './site';

export function runApiBench(): Promise<string> {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', 'bench', '-w', 'api', '--silent'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run bench -w api exited with ${code}`))));
  });
}
