/**
 * The OpenAPI document the app serves passes Redocly's `recommended` ruleset (the field's standard
 * lint) with no errors: operationIds, servers and a root `security` saying no credentials are needed.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { operationIdOf } from '../../../src/plugins/external/swagger';
import { useApp } from '../../helper';

const REDOCLY = require.resolve('@redocly/cli/bin/cli.js');
// The lint runs the Redocly CLI (one 15 MB bundle) as a child process: seconds on a busy machine.
const LINT_TIMEOUT_MS = 60_000;

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string }>;
}

async function redoclyLint(document: unknown): Promise<LintReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    // Exit code 1 means problems were found; the JSON report on stdout says which.
    const { stdout } = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', '--extends', 'recommended', '--format', 'json', file]).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    return JSON.parse(stdout) as LintReport;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('OpenAPI document', () => {
  const app = useApp();

  it("has no errors under Redocly's recommended lint, and every operation has an operationId", async () => {
    const res = await app().inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    const report = await redoclyLint(document);
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.problems.map((p) => p.ruleId)).not.toContain('operation-operationId');
    expect(document.security).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  }, LINT_TIMEOUT_MS);

  it('names operations with one scheme: method, then the path without /api, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/news/:id')).toBe('getNewsById');
    expect(operationIdOf('GET', '/api/events/:id(^\\d+).ics')).toBe('getEventsByIdIcs');
    expect(operationIdOf('GET', '/api/contact-types')).toBe('getContactTypes');
    expect(operationIdOf('POST', '/api/contact')).toBe('postContact');
  });
});
