/** Types of clock.js (plain CommonJS, read by jest.web.config.js too). */
/** The one instant every test starts at: Monday 23-11-2026 21:05 in Amsterdam. */
export const TEST_NOW: string;
