/** The HTTP pieces every part of the stand-in (app.ts) answers with: CORS, JSON answers, request bodies. */
import type { IncomingMessage, ServerResponse } from 'node:http';

const API_VERSION = '2024-01-01';

export type Body = Record<string, unknown>;

export function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'x-supabase-api-version, content-range');
  res.setHeader('Access-Control-Max-Age', '600');
}

export function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'x-supabase-api-version': API_VERSION,
    ...headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

// GoTrue with API version 2024-01-01: { code: "<error code>", message }. Legacy fields kept for older clients.
export const authError = (res: ServerResponse, status: number, code: string, message: string) =>
  send(res, status, { code, error_code: code, message, msg: message });

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The body as a JSON object (an empty body is `{}`); null when it is not JSON or not an object. */
export function json(buf: Buffer): Body | null {
  try {
    const v: unknown = JSON.parse(buf.toString() || '{}');
    return v !== null && typeof v === 'object' ? (v as Body) : null;
  } catch {
    return null;
  }
}

/** The token of `Authorization: Bearer <token>`, if any. */
export const bearerToken = (req: IncomingMessage): string | undefined => /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
