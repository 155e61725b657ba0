/** A user's picture, or the default: the first letter of the name (or e-mail) on a tinted circle. */
export function Avatar({ url, name, size = 32, alt = '' }: { url: string | null; name: string; size?: number; alt?: string }) {
  const style = { width: size, height: size };
  if (url) {
    // A plain <img>: the picture lives on the Supabase host, and next/image would need that host configured per deployment.
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the Supabase storage host differs per deployment, so next/image's remotePatterns cannot name it
      <img
        src={url}
        alt={alt}
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full object-cover"
        data-testid="avatar-image"
      />
    );
  }
  const initial = [...(name.trim() || '?')][0].toUpperCase();
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{ ...style, fontSize: Math.round(size * 0.45) }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-cyan-100 font-semibold text-cyan-900 dark:bg-cyan-900 dark:text-cyan-100"
      data-testid="avatar-default"
    >
      {initial}
    </span>
  );
}
