import { renderTankCard } from './card-image';

// Dynamic, so each request asks whether the share is public (a share switched off answers 404 at once); the drawn
// PNG is kept per version of the share and drawn again only after a change (docs/public-pages.md "Caching and
// revalidation"). An ISR `revalidate` here is not reached by the revalidation route's revalidatePath.
export const dynamic = 'force-dynamic';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image({ params }: { params: Promise<{ locale: string; username: string; tank: string }> }) {
  return renderTankCard(params);
}
