// `npm run typecheck`: every workspace's tsconfig.json, as `tsc -p <workspace>` checks it, but in as
// few programs as possible: the workspaces whose compiler options are the same (the kit, the shell and
// the remotes) are one program, so the kit, React and the other shared types are read and checked
// once instead of once per app. The api and e2e have options of their own and stay programs of their
// own. One workspace alone: `npm run typecheck -w <workspace>`.
// In one program every file's global declarations would reach every other workspace (the shell's
// `*.svg` module would let a remote import an .svg it cannot), so a workspace with global declaration
// files of its own (a *.d.ts without import or export) is a program of its own: the errors are the
// ones `tsc -p` gives each workspace.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import ts from 'typescript';

import { isMain, root, WEB_APPS } from './lib.mjs';

export const WORKSPACES = ['packages/kit', ...WEB_APPS, 'api', 'e2e'];

const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };

function parse(workspace) {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, workspace, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.formatDiagnostic(d, host)); } });
  return { workspace, config };
}

/** A declaration file of the workspace's own whose declarations are global (a script, not a module). */
const isGlobalDeclarations = (file) => file.endsWith('.d.ts') && !file.includes('/node_modules/') && !/^(import|export)\b/m.test(readFileSync(file, 'utf8'));

/** The options that decide how a file is checked (the config file's own path does not). */
const optionsKey = (options) => JSON.stringify(Object.entries(options).filter(([key]) => key !== 'configFilePath').sort(([a], [b]) => a.localeCompare(b)));

/** Groups of workspaces that can be checked as one program. */
export function programs(workspaces = WORKSPACES) {
  const groups = new Map();
  for (const { workspace, config } of workspaces.map(parse)) {
    const declares = config.fileNames.some(isGlobalDeclarations);
    const key = declares ? workspace : optionsKey(config.options);
    const group = groups.get(key) ?? { workspaces: [], options: config.options, files: new Set(), errors: [] };
    group.workspaces.push(workspace);
    for (const file of config.fileNames) group.files.add(file);
    group.errors.push(...config.errors);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Checks every group; prints the errors as tsc does and returns how many there were. */
export function typecheck(groups = programs(), log = console.log) {
  let count = 0;
  for (const group of groups) {
    const started = performance.now();
    const program = ts.createProgram({ rootNames: [...group.files], options: { ...group.options, noEmit: true } });
    const diagnostics = [...group.errors, ...ts.getPreEmitDiagnostics(program)];
    if (diagnostics.length) log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
    count += diagnostics.length;
    log(`typecheck ${group.workspaces.join(', ')}: ${diagnostics.length ? `${diagnostics.length} error(s)` : 'ok'} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return count;
}

if (isMain(import.meta.url)) {
  process.exit(typecheck() ? 1 : 0);
}
