// The system Chromium (Debian's, never a downloaded one; CHROMIUM=… for another), started
// headless with the flags this machine's closed network wants: no background networking,
// no component updates, no sync, no QUIC. For the build's and the benchmarks' scripts.
import { chromium } from '@playwright/test';

/** Chromium's command-line flags for every script here. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Launches the system Chromium with `CHROMIUM_ARGS` (Playwright's launch options may add). */
export function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
