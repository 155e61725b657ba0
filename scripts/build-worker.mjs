/**
 * Post-build step of `npm run build`: builds the service worker into `<distDir>/sw.js` with Serwist
 * (serwist.config.mjs; the same as `serwist build`, without its update check over the network) and prints the
 * precache's size. distDir is $NEXT_DIST_DIR or `.next`, as in next.config.ts.
 */
import { statSync } from 'node:fs';
import { runBuildCommand } from '@serwist/cli';
import { precacheEntries, precacheSize } from '../lib/offline/precache.mjs';

process.env.NODE_ENV ??= 'production';
const started = performance.now();
const { default: config } = await import('../serwist.config.mjs');
const options = await config;
await runBuildCommand({ config: options, watch: false });
const distDir = process.env.NEXT_DIST_DIR || '.next';
const { count, bytes } = precacheSize(precacheEntries(distDir));
console.log(
  `Service worker: ${options.swDest} (${(statSync(options.swDest).size / 1024).toFixed(1)} KB), precache ${count} files, ` +
    `${(bytes / 1024).toFixed(0)} KB (${Math.round(performance.now() - started)} ms)`,
);
