/** Types of csp-manifest.mjs (plain ESM, shared by scripts/csp-manifest.mjs and the proxy). */
export interface CspManifest {
  version: number;
  /** BUILD_ID of the build it was made from; a manifest of another build is ignored */
  buildId: string;
  /** prerendered route (`/en`, `/ja/contact`) → `'sha256-…'` of each inline script of its HTML */
  routes: Record<string, string[]>;
  /** hashes allowed on every other response: Next's static error pages and scripts common to all pages */
  fallback: string[];
}
export const MANIFEST_FILE: string;
export const MANIFEST_VERSION: number;
export function cspHash(body: string): string;
export function inlineScriptHashes(html: string): string[];
export function routeOfHtmlFile(rel: string): string | null;
export function buildCspManifest(distDir: string): CspManifest;
export function writeCspManifest(distDir: string): CspManifest;
export function loadCspManifest(distDir: string): CspManifest | null;
