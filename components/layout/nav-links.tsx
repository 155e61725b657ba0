'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';

export interface NavItem {
  href: string;
  label: string;
}

/** Navigation links; the current section carries aria-current="page". */
export function NavLinks({
  items,
  className,
  linkClassName,
  onNavigate,
}: {
  items: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <li key={item.href}>
            <Link href={item.href} aria-current={current ? 'page' : undefined} className={linkClassName} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
