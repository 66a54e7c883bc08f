/**
 * One web app served as its docker image serves it, without Docker: Debian's nginx with the image's
 * own template (docker/nginx/shell.conf.template, or remote.conf.template for every remote), filled in as the nginx image does (only the
 * variables that are set), listening on a loopback port instead of 80 and serving `html` instead
 * of /usr/share/nginx/html and `releases` instead of the releases volume. Used by the template checks (jest) and the deployment-shape e2e suite.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** The template an app's image uses (docker/web.Dockerfile): the shell's own, or the remotes' one. */
export const templateOf = (app: string): string => join(root, 'docker/nginx', `${app === 'shell' ? 'shell' : 'remote'}.conf.template`);

/** Debian's nginx, if this machine has it. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

export const NO_NGINX = 'no nginx on this machine (apt-get install nginx; .ci/run installs it): the checks of the nginx templates are skipped';

/** As the nginx image's envsubst step: `${VAR}` of a set variable is replaced, anything else stays. */
export const fillIn = (template: string, env: Record<string, string>): string => template.replace(/\$\{(\w+)\}/g, (whole, name: string) => env[name] ?? whole);

/**
 * What the shell's container does when it starts (docker/web.Dockerfile puts it in
 * /docker-entrypoint.d/): docker/nginx/api-upstream.sh writes `upstream api` from API_SERVERS into `file`.
 */
export function apiUpstream(servers: string, file: string): void {
  execFileSync('sh', [join(root, 'docker/nginx/api-upstream.sh')], { env: { ...process.env, API_SERVERS: servers, UPSTREAM_CONF: file }, stdio: 'ignore' });
}

/**
 * What a web container does when it starts (the nginx image runs /docker-entrypoint.d/*.sh):
 * docker/nginx/keep-releases.sh copies the image's files (`html`) into the releases volume.
 */
export function keepReleases(html: string, releases: string): void {
  execFileSync('sh', [join(root, 'docker/nginx/keep-releases.sh')], { env: { ...process.env, HTML_DIR: html, RELEASES_DIR: releases }, stdio: 'ignore' });
}

export interface NginxSite {
  url: string;
  stop: () => Promise<void>;
}

/** Starts nginx for `app` on 127.0.0.1:`port`; resolves once it answers. */
export async function startNginx(
  app: string,
  { port, html, releases, env = {} }: { port: number; html: string; releases?: string; env?: Record<string, string> },
): Promise<NginxSite> {
  if (!NGINX) throw new Error(NO_NGINX);
  const dir = mkdtempSync(join(tmpdir(), `nginx-${app}-`));
  // The releases volume (docker/nginx/keep-releases.sh): given, or an empty one.
  const releasesDir = releases ?? join(dir, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  const site = fillIn(readFileSync(templateOf(app), 'utf8'), env)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${html};`)
    .replace('root /var/cache/nginx/releases;', `root ${releasesDir};`);
  writeFileSync(join(dir, 'site.conf'), site);
  // The nginx image includes every file in conf.d: the template's and, in the shell's, api-upstream.sh's.
  const upstream = env.API_SERVERS ? join(dir, 'api-upstream.conf') : undefined;
  if (upstream) apiUpstream(env.API_SERVERS!, upstream);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
    mkdirSync(join(dir, name));
    return `${name}_temp_path ${join(dir, name)};`;
  });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root (CI), the workers read the files as root too; otherwise they run as this user.
      process.getuid?.() === 0 ? 'user root;' : '',
      `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')};`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;',
      `  ${temps.join(' ')}`,
      upstream ? `  include ${upstream};` : '',
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const server: ChildProcess = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    }).then(() => rmSync(dir, { recursive: true, force: true }));
  for (let i = 0; i < 200; i += 1) {
    if (server.exitCode !== null) break;
    try {
      await fetch(url, { method: 'HEAD' });
      return { url, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx for ${app} did not start on ${port}: ${log}`);
}
