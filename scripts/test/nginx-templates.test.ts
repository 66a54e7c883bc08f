/**
 * The remotes' nginx, run for real: no Docker engine runs in CI, so Debian's nginx serves a
 * remote's built files with the image's own template (docker/nginx/*.conf.template, filled in as the
 * nginx image does: only variables that are set) and the answers are checked. Without nginx (a
 * laptop) the suite is skipped, saying so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const REMOTES = ['mf-content', 'mf-agenda', 'mf-community', 'mf-contact'];

if (!nginx) console.warn('nginx-templates.test: no nginx on this machine (apt-get install nginx): the nginx template checks are skipped');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** As the nginx image's envsubst step: `${VAR}` of a set variable is replaced, anything else stays. */
const fillIn = (template: string, env: Record<string, string>) => template.replace(/\$\{(\w+)\}/g, (whole, name: string) => env[name] ?? whole);

(nginx ? describe : describe.skip).each(REMOTES)('the %s nginx template', (remote) => {
  let dir: string;
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `nginx-${remote}-`));
    const html = join(dir, 'html');
    mkdirSync(html);
    writeFileSync(join(html, 'mf-manifest.json'), '{}');
    writeFileSync(join(html, 'mf-manifest-stats.json'), '{}');
    writeFileSync(join(html, 'remoteEntry.js'), 'var entry;');
    writeFileSync(join(html, 'main.0123456789.js'), 'var chunk;');
    writeFileSync(join(html, 'main.0123456789.js.map'), '{"version":3}');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const site = fillIn(readFileSync(join(root, 'docker/nginx', `${remote}.conf.template`), 'utf8'), {})
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('root /usr/share/nginx/html;', `root ${html};`);
    writeFileSync(join(dir, 'site.conf'), site);
    const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
    writeFileSync(
      join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')};
events {}
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  include ${join(dir, 'site.conf')};
}
`,
    );
    server = spawn(nginx!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
    for (let i = 0; i < 100; i += 1) {
      try {
        await fetch(`${base}/mf-manifest.json`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
  });

  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js'])('revalidates %s on every load', async (file) => {
    const res = await fetch(`${base}/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a hashed chunk as immutable', async () => {
    const res = await fetch(`${base}/main.0123456789.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves a source map as JSON', async () => {
    const res = await fetch(`${base}/main.0123456789.js.map`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it('never caches a 404 (a CDN would keep a missing chunk missing)', async () => {
    const res = await fetch(`${base}/main.fedcba9876.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it.each(['remoteEntry.js', 'main.0123456789.js', 'missing.js'])('answers %s with CORS and the security headers', async (file) => {
    const res = await fetch(`${base}/${file}`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
