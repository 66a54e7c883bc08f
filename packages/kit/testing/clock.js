// The one instant every test starts at (plain CommonJS: jest.web.config.js reads it too). Monday
// 23-11-2026 21:05 in Amsterdam: no service live, the next one on Sunday, far from midnight, a
// week's and a year's turn. The web jest setup starts `Date` there, api/test/setup-clock.ts the
// server's clock, and e2e/support/clock.ts names it `mondayEvening`, the Playwright suite's default.
exports.TEST_NOW = '2026-11-23T21:05:00+01:00';
