/**
 * `npm run docs:config`: writes the configuration table into README.md (between its two markers)
 * and api/.env.example, both from the server's environment schema (api/src/plugins/external/
 * env-schema.ts) and its list of the variables other tools read. scripts/test/docs-config.test.ts
 * fails when either file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ELSEWHERE, ENV_SCHEMA, type DocumentedVariable } from '../api/src/plugins/external/env-schema';

export const root = join(__dirname, '..');
export const README = join(root, 'README.md');
export const ENV_EXAMPLE = join(root, 'api', '.env.example');
export const START = '<!-- configuration: written by `npm run docs:config` from api/src/plugins/external/env-schema.ts -->';
export const END = '<!-- end of configuration -->';

interface Documented {
  description: string;
  readBy: string;
  shown?: string;
  default?: unknown;
}

/** The server's variables, in the schema's order, as the table shows them. */
export function serverVariables(): (DocumentedVariable & { literal: boolean })[] {
  return Object.entries(ENV_SCHEMA.properties as unknown as Record<string, Documented>).map(([name, schema]) => ({
    name,
    default: schema.shown ?? (schema.default === undefined ? 'unset' : String(schema.default)),
    literal: schema.shown === undefined && schema.default !== undefined,
    readBy: schema.readBy,
    meaning: schema.description,
  }));
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

/** Rows that differ only in the name (one per remote) are one row. */
function grouped(variables: (DocumentedVariable & { literal?: boolean })[]) {
  const rows: { names: string[]; variable: DocumentedVariable & { literal?: boolean } }[] = [];
  for (const variable of variables) {
    const last = rows.at(-1)?.variable;
    if (last && last.meaning === variable.meaning && last.default === variable.default && last.readBy === variable.readBy) rows.at(-1)!.names.push(variable.name);
    else rows.push({ names: [variable.name], variable });
  }
  return rows;
}

/** The README's table: every variable, the server's first. */
export function configTable(): string {
  const rows = grouped([...serverVariables(), ...ELSEWHERE]).map(({ names, variable }) => {
    const fallback = variable.literal ? code(variable.default) : variable.default;
    return `| ${names.map(code).join(', ')} | ${cell(fallback)} | ${cell(variable.readBy)} | ${cell(variable.meaning)} |`;
  });
  return ['| variable | default | read by | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** api/.env.example: the server's variables, each commented out at its default. */
export function envExample(): string {
  const lines = [
    "# The API server's configuration (validated at boot: a bad value stops it with a clear message).",
    '# Copy to .env (api/.env or the repository root) or set these in the environment.',
    '# Written by `npm run docs:config` from api/src/plugins/external/env-schema.ts: edit that file, not this one.',
  ];
  for (const variable of serverVariables()) {
    const fallback = variable.literal || variable.default === 'unset' ? '' : ` (default: ${variable.default.replace(/`/g, '')})`;
    lines.push('', `# ${variable.meaning.replace(/`/g, '')}${fallback}`);
    lines.push(`# ${variable.name}=${variable.literal ? variable.default : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The README with the table between its markers replaced. */
export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n${configTable()}\n${readme.slice(end)}`;
}

if (require.main === module) {
  writeFileSync(README, readmeWithTable(readFileSync(README, 'utf8')));
  writeFileSync(ENV_EXAMPLE, envExample());
  console.log('README.md (configuration) and api/.env.example written.');
}
