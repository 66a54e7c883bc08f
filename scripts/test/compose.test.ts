/**
 * No Docker engine runs in CI, so docker-compose.yml is checked here: every service builds from
 * files that exist, has a healthcheck, two API instances run on the PostgreSQL service and mail
 * through the mail catcher, the shell's nginx knows them all and learns every remote from its
 * environment; docker-compose.sqlite.yml turns that into one API on SQLite.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

import { templateOf } from '../nginx-site';
import { REMOTES } from '../../packages/kit/federation';

const root = join(__dirname, '../..');

interface Service {
  deploy?: { replicas?: number };
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, unknown>;
  ports?: string[];
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;

describe('docker-compose.yml', () => {
  it('has the api, the shell, one service per remote and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mailcatcher', 'postgres', 'shell', ...REMOTES].sort());
  });

  it.each(Object.entries(services).filter(([, s]) => s.build))('%s builds from an existing context, Dockerfile and app', (_name, service) => {
    const context = join(root, service.build!.context);
    expect(existsSync(context)).toBe(true);
    const dockerfile = join(context, service.build!.dockerfile);
    expect(existsSync(dockerfile)).toBe(true);
    const app = service.build!.args?.APP;
    if (app) {
      expect(existsSync(join(context, app, 'package.json'))).toBe(true);
      expect(existsSync(templateOf(app))).toBe(true);
    }
    for (const line of readFileSync(dockerfile, 'utf8').split('\n').filter((l) => /^COPY (?!--from)/.test(l))) {
      const sources = line.replace(/^COPY /, '').split(/\s+/).slice(0, -1).filter((part) => !part.startsWith('--'));
      for (const source of sources) if (!source.includes('$')) expect([line, existsSync(join(context, source))]).toEqual([line, true]);
    }
  });

  it.each(Object.keys(services))('%s has a healthcheck', (name) => {
    expect(services[name]!.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('runs two API instances on the PostgreSQL service (pinned major, C locale, data on a volume), with their photos on a shared volume', () => {
    const postgres = services.postgres!;
    expect(postgres.image).toMatch(/^postgres:\d+(-alpine)?$/);
    expect(postgres.environment!.POSTGRES_INITDB_ARGS).toContain('--locale=C');
    expect(postgres.volumes).toContainEqual(expect.stringMatching(/^[\w-]+:\/var\/lib\/postgresql$/));
    expect(compose.volumes).toHaveProperty(postgres.volumes![0]!.split(':')[0]!);
    const api = services.api!;
    expect(api.deploy?.replicas).toBe(2);
    const url = new URL(api.environment!.DATABASE_URL!);
    expect([url.protocol, url.hostname, url.username, url.pathname]).toEqual(['postgres:', 'postgres', postgres.environment!.POSTGRES_USER, `/${postgres.environment!.POSTGRES_DB}`]);
    expect(api.environment!.DATABASE_PATH).toBeUndefined();
    expect(api.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    const media = api.environment!.MEDIA_PATH!;
    expect(api.volumes).toContainEqual(expect.stringMatching(new RegExp(`^[\\w-]+:${media}$`)));
    expect(compose.volumes).toHaveProperty(api.volumes!.find((v) => v.endsWith(`:${media}`))!.split(':')[0]!);
    const smtp = new URL(api.environment!.SMTP_URL!);
    expect(smtp.protocol).toBe('smtp:');
    expect(services[smtp.hostname]).toBeDefined();
  });

  it('turns into one API on SQLite with docker-compose.sqlite.yml, its file and photos on a named volume', () => {
    const RESET = Symbol('reset');
    const customTags = [
      { tag: '!reset', resolve: () => RESET },
      { tag: '!override', collection: 'seq' as const, resolve: (value: unknown) => value },
      { tag: '!override', collection: 'map' as const, resolve: (value: unknown) => value },
    ];
    const sqlite = parse(readFileSync(join(root, 'docker-compose.sqlite.yml'), 'utf8'), { customTags }) as { services: Record<string, Service & { environment: Record<string, unknown> }> };
    const api = sqlite.services.api!;
    expect(sqlite.services.postgres?.deploy?.replicas).toBe(0);
    expect(api.deploy?.replicas).toBe(1);
    expect(api.environment.DATABASE_URL).toBe(RESET);
    const yamlList = (api.volumes as unknown as { toJSON?: () => string[] }).toJSON?.() ?? api.volumes!;
    const dbDir = String(api.environment.DATABASE_PATH).replace(/\/[^/]+$/, '');
    expect(yamlList).toContainEqual(expect.stringMatching(new RegExp(`^(\\w[\\w-]*):${dbDir}$`)));
    expect(String(api.environment.MEDIA_PATH).startsWith(`${dbDir}/`)).toBe(true);
    expect(compose.volumes).toHaveProperty(yamlList[0]!.split(':')[0]!);
    const dependsOn = (api.depends_on as { toJSON?: () => Record<string, unknown> }).toJSON?.() ?? api.depends_on!;
    expect(Object.keys(dependsOn)).toEqual(['mailcatcher']);
  });

  it('gives the shell every remote manifest and the API upstream', () => {
    const env = services.shell!.environment!;
    for (const remote of REMOTES) expect(env[`REMOTE_${remote.replace('-', '_').toUpperCase()}_URL`]).toMatch(/\/mf-manifest\.json$/);
    expect(env.API_SERVERS).toBe(`api:${services.api!.environment!.PORT}`);
    expect(readFileSync(join(root, 'docker/web.Dockerfile'), 'utf8')).toMatch(/^COPY .*docker\/nginx\/api-upstream\.sh \/docker-entrypoint\.d\/\S+\.sh$/m);
    const template = readFileSync(join(root, 'docker/nginx/shell.conf.template'), 'utf8');
    for (const remote of REMOTES) expect(template).toContain(`\${REMOTE_${remote.replace('-', '_').toUpperCase()}_URL}`);
  });

  it("checks a web image's health on a file it serves (the shell's /remotes.json, a remote's manifest), not on /", () => {
    const dockerfile = readFileSync(join(root, 'docker/web.Dockerfile'), 'utf8');
    const healthcheck = dockerfile.split('\n').find((line) => line.startsWith('HEALTHCHECK'));
    expect(healthcheck).toBeDefined();
    // The command's path, as the image's shell works it out for each app.
    for (const [app, path] of [['shell', 'remotes.json'], ['mf-agenda', 'mf-manifest.json']] as const) {
      const command = healthcheck!.replace(/^.*CMD /, '').replace(/ >\/dev\/null.*$/, '');
      const url = execFileSync('sh', ['-c', `echo ${command.replace(/^wget -qO- /, '')}`], { env: { APP: app } }).toString().trim();
      expect(url).toBe(`http://127.0.0.1/${path}`);
    }
  });

  it.each(['shell', ...REMOTES])('keeps the earlier releases of %s on a volume of its own, filled when a container starts', (app) => {
    const service = services[app]!;
    const mount = service.volumes?.find((volume) => volume.endsWith(':/var/cache/nginx/releases'));
    expect(mount).toBeDefined();
    expect(compose.volumes).toHaveProperty(mount!.split(':')[0]!);
    const dockerfile = readFileSync(join(root, 'docker/web.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^COPY .*docker\/nginx\/keep-releases\.sh \/docker-entrypoint\.d\/\S+\.sh$/m);
    expect(readFileSync(templateOf(app), 'utf8')).toContain('root /var/cache/nginx/releases;');
  });

  it.each(['shell', ...REMOTES])('gives the %s image the template the nginx checks use', (app) => {
    const dockerfile = readFileSync(join(root, 'docker/web.Dockerfile'), 'utf8');
    const choice = /\$\((\[ "\$APP" = shell \][^)]*)\)/.exec(dockerfile)?.[1];
    expect(choice).toBeDefined();
    const name = execFileSync('sh', ['-c', choice!], { env: { APP: app } }).toString().trim();
    expect(join(root, 'docker/nginx', `${name}.conf.template`)).toBe(templateOf(app));
  });
});
