/**
 * Which 404 screen a path gets. Next renders the locale's one not-found boundary for every notFound(),
 * so the screen tells blog posts and blog categories apart by the path itself.
 */
export type NotFoundVariant = 'page' | 'post' | 'category';

export function notFoundVariant(pathname: string): NotFoundVariant {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'ja') parts.shift();
  if (parts[0] !== 'blog') return 'page';
  if (parts.length === 2) return 'category';
  if (parts.length === 3) return 'post';
  return 'page';
}
