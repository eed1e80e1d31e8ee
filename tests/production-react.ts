/**
 * Import this first in a test file that serves the app over HTTP (tests/http-app.ts): React and
 * its DOM server choose their production builds when first loaded, as under `npm start`. The
 * development builds render several times slower, which would blur the timings such tests assert.
 * `startTestApp` sets NODE_ENV back once the app is loaded.
 */
export const nodeEnvBefore = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
