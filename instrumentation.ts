/** Runs once when the Next server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Methods and request targets Next cannot take answer 405/400/404 with the security headers (lib/security/http-guard.ts).
  const [{ Server }, { installHttpGuard }] = await Promise.all([import('node:http'), import('./lib/security/http-guard')]);
  installHttpGuard(Server);
}
