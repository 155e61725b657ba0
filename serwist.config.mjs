// @ts-check
/**
 * Serwist's configurator mode (docs/offline.md): after `next build`, scripts/build-worker.mjs
 * bundles lib/offline/sw.ts with this precache list into `<distDir>/sw.js`. The list is ours
 * (lib/offline/precache.mjs): the offline pages and the files they name, not every prerendered page.
 */
import { serwist } from '@serwist/next/config';
import { precacheEntries } from './lib/offline/precache.mjs';

export default serwist.withNextConfig((nextConfig) => {
  const distDir = nextConfig.distDir;
  return {
    swSrc: 'lib/offline/sw.ts',
    swDest: `${distDir}/sw.js`,
    precachePrerendered: false,
    globPatterns: [],
    additionalPrecacheEntries: precacheEntries(distDir).map(({ url, revision }) => ({ url, revision })),
  };
});
