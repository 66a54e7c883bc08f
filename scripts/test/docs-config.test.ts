/**
 * The README's configuration table and api/.env.example are written from the server's environment
 * schema (`npm run docs:config`): they must say what the schema says, every variable included.
 */
import { readFileSync } from 'node:fs';

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
