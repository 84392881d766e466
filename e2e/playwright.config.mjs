// Playwright end-to-end tests against the REAL release build (dist/, built by
// scripts/build-web.sh), served on 127.0.0.1, in the system Chromium (never a downloaded one).
//   E2E_PORT       the app's port (default 4173)
//   E2E_WIKI_PORT  a SECOND origin serving examples/ (the wiki page), default E2E_PORT + 1
//   E2E_DIST       the build to test (default dist)
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const wikiPort = Number(process.env.E2E_WIKI_PORT ?? port + 1);
const dist = process.env.E2E_DIST ?? 'dist';
process.env.E2E_WIKI_PORT = String(wikiPort);
process.env.E2E_DIST = dist;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.mjs$/,
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node scripts/static-server.mjs ${dist} ${port}`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The "wiki": another origin, embedding the app in sandboxed iframes.
      command: `node scripts/static-server.mjs examples ${wikiPort}`,
      cwd: '..',
      url: `http://127.0.0.1:${wikiPort}/wiki-page.html`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
