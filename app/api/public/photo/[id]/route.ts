import { photoCache } from '@/lib/public/photo-cache';
import { requestedWidth, servePublicPhoto } from '@/lib/public/photo-route';
import { createPublicClient } from '@/lib/public/read';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A public log photo by its id alone (lib/public/photo-route.ts; docs/public-pages.md). */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return servePublicPhoto(createPublicClient(), id, requestedWidth(req.url), photoCache);
}
