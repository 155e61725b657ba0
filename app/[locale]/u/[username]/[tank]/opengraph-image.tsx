import { renderTankCard } from './card-image';

// The social card follows the page: rendered per request, so a share switched off answers 404 at once
// (docs/public-pages.md "The social card").
export const dynamic = 'force-dynamic';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image({ params }: { params: Promise<{ locale: string; username: string; tank: string }> }) {
  return renderTankCard(params);
}
