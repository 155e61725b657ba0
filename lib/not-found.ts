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

/**
 * True when the address matches a route but its parameters fail validation (an unknown calculator, blog category
 * or post): "Page Not Found: {path}". Any other unmatched address reads "Page not found: {path}".
 */
export function hasInvalidParams(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'ja') parts.shift();
  if (parts[0] === 'reef-calculator') return parts.length === 2;
  if (parts[0] === 'blog') return parts.length === 2 || parts.length === 3;
  return false;
}
