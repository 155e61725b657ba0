import { preload } from 'react-dom';
import { el } from '@/lib/public/markup';
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
      className={photoClass(className)}
    />
  );
}

const photoClass = (className?: string) => `h-auto max-w-full rounded-md bg-slate-100 dark:bg-slate-800 ${className ?? ''}`;

/**
 * A photo below the header as static markup (the sections written by lib/public/markup.ts): the `<img>` PublicImage
 * renders for it, attribute for attribute and in React's order, loaded lazily.
 */
export function publicImageHtml({ photo, alt, className, sizes }: { photo: PublicPhoto; alt: string; className?: string; sizes: string }) {
  return el('img', {
    src: photo.url,
    // React writes these names as its props spell them: the same bytes as PublicImage's
    srcSet: publicPhotoSrcSet(photo),
    sizes,
    width: photo.width,
    height: photo.height,
    alt,
    loading: 'lazy',
    decoding: 'async',
    class: photoClass(className),
  });
}
