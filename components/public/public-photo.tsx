import { preload } from 'react-dom';
import { publicPhotoSrcSet } from '@/lib/public/read';
import type { PublicPhoto } from '@/lib/public/types';

/**
 * A photo of a public tank page, served by the site's photo route (`publicPhotoUrl`) with the size its entry records,
 * so the page keeps its place while the picture loads, and narrower copies in `srcset` for the width `sizes` says it
 * is shown at. Pictures below the header load when they scroll near.
 */
export function PublicImage({
  photo,
  alt,
  className,
  sizes,
  eager = false,
}: {
  photo: PublicPhoto;
  alt: string;
  className?: string;
  /** the width the picture is shown at, as the `sizes` attribute says it (its class decides it) */
  sizes: string;
  /** the cover at the top of the page: loaded at once and first, it is the first thing a visitor sees (the page's LCP) */
  eager?: boolean;
}) {
  const srcSet = publicPhotoSrcSet(photo);
  // The cover is the page's LCP: a hint in <head> lets the browser start it before the parser reaches the <img>,
  // behind the inlined stylesheet and the header (docs/performance.md, public tank page).
  if (eager) preload(photo.url, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the photo route already serves a small metadata-free copy; next/image's cache would keep showing it after the share is switched off
    <img
      src={photo.url}
      srcSet={srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
      className={`h-auto max-w-full rounded-md bg-slate-100 dark:bg-slate-800 ${className ?? ''}`}
    />
  );
}
