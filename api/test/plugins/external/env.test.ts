import os from 'node:os';
import path from 'node:path';

import { repoRoot } from '../../../src/lib/paths';
import { loadConfig } from '../../../src/plugins/external/env';

describe('loadConfig', () => {
  it('falls back to the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databasePath: path.join(repoRoot, 'data', 'site.db'),
      databaseUrl: undefined,
      databasePoolMax: 10,
      mediaPath: path.join(repoRoot, 'data', 'media'),
      smtpUrl: undefined,
      apiUrl: '/api',
      webRoot: repoRoot,
      remoteUrls: {},
      logLevel: 'info',
      rateLimitMax: 300,
      trustProxy: false,
      publicUrl: undefined,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      corsOrigins: [],
      shellIndexUrl: undefined,
      ssrBudgetMs: 300,
      remoteSsrUrls: {},
      instanceId: `${os.hostname()}-${process.pid}`,
      outboxLeaseMs: 60_000,
      // Zijstroom's mails per minute (issue 33), for a small church's relay.
      newsletterRate: 60,
      // Sign-ups are deleted 30 days after their service or event (issue 43, AVG).
      signupKeepDays: 30,
    });
  });

  it('keeps the photos next to the database unless MEDIA_PATH says where; an in-memory database gets a temporary folder', () => {
    expect(loadConfig({ DATABASE_PATH: '/srv/data/site.db' }).mediaPath).toBe('/srv/data/media');
    expect(loadConfig({ DATABASE_PATH: ':memory:' }).mediaPath).toBe('');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '18080',
      HOST: '127.0.0.1',
      DATABASE_PATH: ':memory:',
      SMTP_URL: 'smtp://user:pw@localhost:2525',
      API_URL: 'https://api.example.org/api',
      WEB_ROOT: '/srv/site',
      REMOTE_MF_CONTENT_URL: 'https://cdn.example.org/mf-content/mf-manifest.json',
      REMOTE_MF_CONTACT_URL: '/contact-remote/mf-manifest.json',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://www.pgmaasenwaal.example/',
      CORS_ORIGINS: 'https://kerk.example.org, http://localhost:3000',
      ALLOWED_HOSTS: 'Kerk.example.nl, localhost, [::1]',
      SHELL_INDEX_URL: 'http://shell/index.html',
      MEDIA_PATH: '/srv/foto',
      INSTANCE_ID: 'api-2.kerk:8080',
      OUTBOX_LEASE_MS: '2000',
    });
    expect(config).toMatchObject({
      port: 18080,
      host: '127.0.0.1',
      databasePath: ':memory:',
      mediaPath: '/srv/foto',
      smtpUrl: 'smtp://user:pw@localhost:2525',
      apiUrl: 'https://api.example.org/api',
      webRoot: '/srv/site',
      remoteUrls: { 'mf-content': 'https://cdn.example.org/mf-content/mf-manifest.json', 'mf-contact': '/contact-remote/mf-manifest.json' },
      logLevel: 'warn',
      trustProxy: true,
      publicUrl: 'https://www.pgmaasenwaal.example',
      corsOrigins: ['https://kerk.example.org', 'http://localhost:3000'],
      allowedHosts: ['kerk.example.nl', 'localhost', '[::1]'],
      shellIndexUrl: 'http://shell/index.html',
      instanceId: 'api-2.kerk:8080',
      outboxLeaseMs: 2000,
    });
  });

  it('rejects invalid values with one message naming each variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        API_URL: 'api',
        SMTP_URL: 'mail.example.org',
        REMOTE_MF_AGENDA_URL: 'nope',
        TRUST_PROXY: 'yes',
        PUBLIC_URL: 'ftp://files.example.org',
        CORS_ORIGINS: 'https://ok.example.org,https://kerk.example.org/pad',
        SHELL_INDEX_URL: 'shell/index.html',
        ALLOWED_HOSTS: 'localhost,https://kerk.example.nl,kerk.example.nl:8080',
        INSTANCE_ID: 'api 1',
        OUTBOX_LEASE_MS: '500',
      });
    expect(attempt).toThrow(/^Invalid environment:/);
    expect(attempt).toThrow(/ALLOWED_HOSTS: 'https:\/\/kerk.example.nl'/);
    expect(attempt).toThrow(/ALLOWED_HOSTS: 'kerk.example.nl:8080'/);
    expect(attempt).toThrow(/CORS_ORIGINS: 'https:\/\/kerk.example.org\/pad'/);
    expect(attempt).toThrow(/INSTANCE_ID may hold letters, digits and \. _ : - \(at most 128\), got 'api 1'/);
    expect(attempt).toThrow(/OUTBOX_LEASE_MS must be an integer from 1000 to 3600000, got '500'/);
    for (const name of ['PORT', 'LOG_LEVEL', 'API_URL', 'SMTP_URL', 'REMOTE_MF_AGENDA_URL', 'TRUST_PROXY', 'PUBLIC_URL', 'SHELL_INDEX_URL']) {
      expect(attempt).toThrow(new RegExp(`- ${name} `));
    }
  });

  it('reads the SSR settings: SSR_ENABLED, SSR_BUDGET_MS, SHELL_SSR_URL (default next to SHELL_INDEX_URL) and REMOTE_<NAME>_SSR_URL', () => {
    expect(loadConfig({}).ssrEnabled).toBeUndefined();
    expect(loadConfig({ SSR_ENABLED: '0' }).ssrEnabled).toBe(false);
    expect(loadConfig({ SSR_ENABLED: 'true' }).ssrEnabled).toBe(true);
    expect(loadConfig({ SSR_BUDGET_MS: '450' }).ssrBudgetMs).toBe(450);
    expect(loadConfig({ SHELL_INDEX_URL: 'http://shell/index.html' }).shellSsrUrl).toBe('http://shell/server/ssr.js');
    expect(loadConfig({ SHELL_INDEX_URL: 'http://shell/index.html', SHELL_SSR_URL: 'http://ssr/ssr.js' }).shellSsrUrl).toBe('http://ssr/ssr.js');
    expect(loadConfig({ REMOTE_MF_AGENDA_SSR_URL: 'http://mf-agenda/mf-manifest.json' }).remoteSsrUrls).toEqual({ 'mf-agenda': 'http://mf-agenda/mf-manifest.json' });
    const attempt = () => loadConfig({ SSR_ENABLED: 'ja', SSR_BUDGET_MS: '5', SHELL_SSR_URL: '/server/ssr.js', REMOTE_MF_CONTENT_SSR_URL: 'mf-content' });
    for (const name of ['SSR_ENABLED', 'SSR_BUDGET_MS', 'SHELL_SSR_URL', 'REMOTE_MF_CONTENT_SSR_URL']) expect(attempt).toThrow(new RegExp(`- ${name} `));
  });

  it('honours the SSR test hooks only when NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', SSR_FAIL: 'mf_agenda', SSR_DELAY: 'mf_content:400,50' }).ssrTest).toEqual({ fail: ['mf_agenda'], delayMs: { mf_content: 400, '*': 50 } });
    expect(() => loadConfig({ NODE_ENV: 'production', SSR_FAIL: 'mf_agenda' })).toThrow(/SSR_FAIL and SSR_DELAY are test hooks/);
    expect(() => loadConfig({ NODE_ENV: 'test', SSR_FAIL: 'mf_nope' })).toThrow(/SSR_FAIL: 'mf_nope'/);
  });

  it('selects PostgreSQL with DATABASE_URL (DATABASE_POOL_MAX, INSTANCE_ID), and refuses a URL that is not postgres:// without echoing it', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    const pg = loadConfig({ DATABASE_URL: 'postgres://kerk:geheim@db:5432/kerk', MEDIA_PATH: '/srv/media', DATABASE_POOL_MAX: '4', INSTANCE_ID: 'api-2' });
    expect(pg).toMatchObject({ databaseUrl: 'postgres://kerk:geheim@db:5432/kerk', databasePoolMax: 4, instanceId: 'api-2', mediaPath: '/srv/media' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/kerk', MEDIA_PATH: '/m' }).databaseUrl).toBe('postgresql://db/kerk');
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({}).instanceId).toMatch(new RegExp(`-${process.pid}$`));

    for (const url of ['mysql://kerk:geheim@db/kerk', 'db:5432/kerk', 'postgres://']) {
      let error: unknown;
      try {
        loadConfig({ DATABASE_URL: url, MEDIA_PATH: '/m' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toMatchObject({ code: 'INVALID_ENVIRONMENT', message: expect.stringMatching(/- DATABASE_URL must be a PostgreSQL URL/) });
      expect((error as Error).message).not.toContain('geheim');
    }
    // A shared database needs one shared media folder: no default next to a file that is not there.
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/kerk' })).toThrow(/- MEDIA_PATH must be set when DATABASE_URL is set/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/- DATABASE_POOL_MAX must be an integer/);
  });
});
