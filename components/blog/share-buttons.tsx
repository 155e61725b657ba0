'use client';

import { CopyButton } from '@/components/ui/copy-button';

/** Share on X, Facebook and LINE, and copy the link (with a visible confirmation). */
export function ShareButtons({
  url,
  title,
  labels,
}: {
  url: string;
  title: string;
  labels: { share: string; x: string; facebook: string; line: string; copy: string; copied: string; failed: string };
}) {
  const u = encodeURIComponent(url);
  const links = [
    { key: 'x', label: labels.x, href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { key: 'facebook', label: labels.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'line', label: labels.line, href: `https://social-plugins.line.me/lineit/share?url=${u}` },
  ];
  return (
    <section aria-label={labels.share} className="flex flex-wrap items-center gap-2" data-testid="share">
      {links.map((l) => (
        <a
          key={l.key}
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          data-share={l.key}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {l.label}
        </a>
      ))}
      <CopyButton
        text={() => window.location.href.split('#')[0] || url}
        label={labels.copy}
        copiedLabel={labels.copied}
        failedLabel={labels.failed}
      />
    </section>
  );
}
