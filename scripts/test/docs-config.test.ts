/**
 * The README's configuration table and api/.env.example are written from the server's environment
 * schema (`npm run docs:config`): they must say what the schema says, every variable included.
 * The README stays a front door, and a clone stands alone: no document links outside it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { ENV_SCHEMA } from '../../api/src/plugins/external/env-schema';
import { configTable, END, ENV_EXAMPLE, envExample, README, readmeWithTable, START } from '../docs-config';

const readme = readFileSync(README, 'utf8');

describe('the configuration table', () => {
  it('in README.md is the one the schema writes (run `npm run docs:config` after changing the schema)', () => {
    expect(readme).toBe(readmeWithTable(readme));
  });

  it('in api/.env.example is the one the schema writes', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(envExample());
  });

  it('names every variable of the schema, with who reads it and what it means', () => {
    const table = readme.slice(readme.indexOf(START), readme.indexOf(END));
    for (const [name, schema] of Object.entries(ENV_SCHEMA.properties as unknown as Record<string, { description?: string; readBy?: string }>)) {
      expect(table).toContain(`\`${name}\``);
      expect(schema.description?.length).toBeGreaterThan(10);
      expect(schema.readBy).toBeTruthy();
    }
  });

  it('shows a changed description, so an edit of the schema alone makes the first test fail', () => {
    const port = ENV_SCHEMA.properties.PORT as { description?: string };
    const before = configTable();
    const description = port.description;
    port.description = 'another meaning';
    try {
      expect(configTable()).not.toBe(before);
      expect(configTable()).toContain('| `PORT` | `8080` | API | another meaning |');
    } finally {
      port.description = description;
    }
  });
});

describe('the front door', () => {
  it('README.md stays at most 200 lines, with the two commands', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });

  it('no document links to a file outside the repository, and every link inside it resolves', () => {
    const root = join(__dirname, '..', '..');
    const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const broken: string[] = [];
    for (const doc of docs) {
      for (const [, target] of readFileSync(join(root, doc), 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const file = resolve(root, dirname(doc), target!);
        if (relative(root, file).startsWith('..') || !existsSync(file)) broken.push(`${doc} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no file names the shared folder beside the repository or its style guide', () => {
    const root = join(__dirname, '..', '..');
    // `git grep` exits 1 when nothing matches; this file spells the patterns in parts.
    const found = (pattern: string) => {
      try {
        return execFileSync('git', ['grep', '-l', '-F', pattern, '--', '.', ':!scripts/test/docs-config.test.ts'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
      } catch {
        return [];
      }
    };
    expect([...found(['..', 'shared', ''].join('/')), ...found(['STYLE', 'md'].join('.'))]).toEqual([]);
  });
});
