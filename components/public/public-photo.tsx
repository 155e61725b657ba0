import type { PublicPhoto } from '@/lib/public/types';

/**
 * A photo of a public tank page, served by the site's photo route (`publicPhotoUrl`) with the size its entry records,
 * so the page keeps its place while the picture loads. Pictures below the header load when they scroll near.
 */
export function PublicImage({
  photo,
  alt,
  className,
  eager = false,
}: {
  photo: PublicPhoto;
  alt: string;
  className?: string;
  /** the cover at the top of the page: loaded at once and first, it is the first thing a visitor sees (the page's LCP) */
  eager?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the photo route already serves a small metadata-free copy; next/image's cache would keep showing it after the share is switched off
    <img
      src={photo.url}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`h-auto max-w-full rounded-md bg-slate-100 dark:bg-slate-800 ${className ?? ''}`}
    />
  );
}
