import { NotFoundView } from '@/components/layout/not-found-view';
import { site } from '@/lib/site';

export default function CategoryNotFound() {
  return <NotFoundView siteName={site.name} variant="category" />;
}
