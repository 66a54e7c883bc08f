/**
 * `npm run bench:js` reads the build's source maps to say which library holds which bytes: the
 * VLQ decoding, the naming of the parts and the split of a minified file by part.
 */
import { breakdown, decodeMappings, partOf, splitByPart } from '../bench/js-breakdown';

test('decodes base64 VLQ mappings: columns per line, the source index carried over lines and segments', () => {
  // "AAAA" = col 0, source 0; "CAAC" = col +1, source +0; "ECAA" = col +2, source +1; next line "ACAA" = col 0 again, source +1.
  expect(decodeMappings('AAAA,CAAC,ECAA;ACAA')).toEqual([
    { line: 0, column: 0, source: 0 },
    { line: 0, column: 1, source: 0 },
    { line: 0, column: 3, source: 1 },
    { line: 1, column: 0, source: 2 },
  ]);
  // A one-field segment maps to no source; "gB" is 16 (a continuation digit).
  expect(decodeMappings('gB')).toEqual([{ line: 0, column: 16, source: null }]);
  expect(() => decodeMappings('A!')).toThrow('not a base64 VLQ digit');
});

test('names a part by its package (scoped too), the kit, webpack’s runtime or the app', () => {
  expect(partOf('webpack://shell/../node_modules/react-router/dist/production/chunk.mjs')).toBe('react-router');
  expect(partOf('webpack://shell/../node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe('@reduxjs/toolkit');
  expect(partOf('webpack://shell/../node_modules/hoist-non-react-statics/node_modules/react-is/index.js')).toBe('hoist-non-react-statics');
  expect(partOf('webpack://shell/../packages/kit/store/base-api.ts')).toBe('kit');
  expect(partOf('webpack://shell/webpack/runtime/sharing')).toBe('(webpack runtime)');
  expect(partOf('webpack://shell/./src/app/layout.tsx')).toBe('(app)');
  expect(partOf(undefined)).toBe('(unmapped)');
});

test("splits a minified file by part: each segment's text up to the next segment or the line's end", () => {
  const map = { sources: ['../node_modules/dayjs/dayjs.min.js', './src/a.ts'], mappings: 'AAAA,ICAA;ADAA' };
  const parts = splitByPart('abcdXYZ\nefg', map);
  expect(Object.fromEntries(parts)).toEqual({ dayjs: 'abcdefg', '(app)': 'XYZ' });
  const result = breakdown('x.js', 'abcdXYZ\nefg', map);
  expect(result.parts.map((p) => [p.part, p.bytes])).toEqual(expect.arrayContaining([['dayjs', 7], ['(app)', 3]]));
  expect(breakdown('x.js', 'abc', null).parts).toEqual([]);
});
