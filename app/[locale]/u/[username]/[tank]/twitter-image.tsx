import { renderTankCard } from './card-image';

// The same card as opengraph-image.tsx; its presence makes the page's twitter:card summary_large_image.
export const dynamic = 'force-dynamic';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image({ params }: { params: Promise<{ locale: string; username: string; tank: string }> }) {
  return renderTankCard(params);
}
