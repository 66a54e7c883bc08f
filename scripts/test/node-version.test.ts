/**
 * Which Node the site runs on, as four places say it: `.ci/node.sh` (the major the gate runs on),
 * the images' FROM lines (the major that runs in production: the one tested), package.json
 * `engines` (the oldest supported) and the README (what a person installs). Docker cannot read
 * the other files, so this keeps them in step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const manifest = (file: string) => JSON.parse(read(file)) as { engines?: { node?: string }; workspaces?: string[] };

/** Node's end of life per LTS major (https://nodejs.org/en/about/previous-releases). */
const END_OF_LIFE: Record<string, string> = { '20': '2026-04-30', '22': '2027-04-30', '24': '2028-04-30', '26': '2029-04-30' };

/** The major `.ci/node.sh` installs and checks (`CI_NODE_VERSION=26.12.1` → 26). */
const ciMajor = read('.ci/node.sh').match(/^CI_NODE_VERSION=(\d+)\.\d+\.\d+$/m)?.[1];
/** The Node majors the FROM lines of a Dockerfile name (`node:26-bookworm-slim` → 26). */
const nodeMajors = (file: string) => [...read(file).matchAll(/^FROM node:(\d+)[^\s]*/gm)].map((match) => match[1]!);
/** The oldest Node package.json allows (`>=24` → 24); anything but `>=<major>` is a mistake here. */
const oldest = (range: string | undefined) => range?.match(/^>=(\d+)$/)?.[1];

it('.ci/node.sh names one exact Node version, and .ci/run runs the gate on it', () => {
  expect(ciMajor).toMatch(/^\d+$/);
  expect(read('.ci/run')).toMatch(/^source \.ci\/node\.sh\n\nnpm test\n$/m);
});

it.each(['docker/api.Dockerfile', 'docker/web.Dockerfile'])('%s runs the Node major the gate runs on (what is tested is what runs)', (file) => {
  const majors = nodeMajors(file);
  expect(majors.length).toBeGreaterThan(0);
  expect(majors).toEqual(majors.map(() => ciMajor));
});

it('package.json engines, every workspace that has engines, and the README name the same oldest Node', () => {
  const own = manifest('package.json');
  const min = oldest(own.engines?.node);
  expect(min).toMatch(/^\d+$/);
  expect(Number(min)).toBeLessThanOrEqual(Number(ciMajor));
  const workspaces = own.workspaces!.map((dir) => [dir, manifest(`${dir}/package.json`).engines?.node]).filter(([, range]) => range !== undefined);
  expect(workspaces).toEqual(workspaces.map(([dir]) => [dir, own.engines!.node]));
  expect(read('README.md')).toContain(`Node.js ${min} or newer (CI and the images run Node ${ciMajor})`);
});

it('runs the gate and supports only Node LTS majors (a past end of life is a notice)', () => {
  const majors = { '.ci/node.sh': ciMajor!, 'package.json engines': oldest(manifest('package.json').engines?.node)! };
  for (const [where, major] of Object.entries(majors)) {
    expect([where, major, END_OF_LIFE[major] ?? 'not an LTS']).toEqual([where, major, expect.stringMatching(/^\d{4}-/)]);
    // A notice for the maintainers, on one line of stderr: a console.warn would fail the test
    // (the quiet gate, docs/tests.md), and this is a reminder, not a failure.
    if (new Date(`${END_OF_LIFE[major]}T00:00:00Z`) <= new Date()) process.stderr.write(`NOTICE ${where}: Node ${major} is past its end of life (${END_OF_LIFE[major]}): move CI, the images and engines to a newer LTS together\n`);
  }
});
