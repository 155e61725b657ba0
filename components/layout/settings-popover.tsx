'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useMounted } from '@/components/ui/use-mounted';
import { el, text } from '@/lib/public/markup';
import { settingsIconHtml } from './header-markup';
import { LocaleSwitcher } from './locale-switcher';
import { ThemeToggle, type ThemeToggleLabels } from './theme-toggle';
import { UnitsToggle, type UnitsToggleLabels } from './units-toggle';

export interface SettingsLabels {
  settings: string;
  language: string;
  theme: ThemeToggleLabels;
  units: UnitsToggleLabels;
}

/**
 * The header's one settings button: language, theme and units in a small non-modal popover, the only client
 * code the header's controls need. It opens with Enter/Space or a click, moves focus to its first control, and
 * closes on Escape (focus back on the button), on a click outside and when focus leaves it. The panel is
 * positioned against the nearest positioned ancestor (the header's content row), so it lines up with the page's
 * right edge at any width.
 */
export function SettingsPopover({ labels }: { labels: SettingsLabels }) {
  const [open, setOpen] = useState(false);
  // The panel's controls are rendered from its first opening on, not with the page: until then the panel is `hidden`
  // and empty, so the page hydrates none of its 18 elements (docs/performance.md). Once shown they stay rendered.
  const [shown, setShown] = useState(false);
  const mounted = useMounted();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, { button, root, panel, focusFirst: 'a, select' });

  return (
    <div
      ref={root}
      onBlur={(e) => {
        // Tabbing out of the popover closes it; a click elsewhere is handled by the pointer listener.
        if (e.relatedTarget && !root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        data-testid="settings-button"
        data-ready={mounted ? 'true' : 'false'}
        onClick={() => {
          setShown(true);
          setOpen((o) => !o);
        }}
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-slate-300 px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        // icon and label as static markup (./header-markup.ts): the button is the one element of it React hydrates
        dangerouslySetInnerHTML={{ __html: settingsIconHtml + el('span', { class: 'sr-only sm:not-sr-only' }, text(labels.settings)) }}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-label={labels.settings}
        hidden={!open}
        data-testid="settings-panel"
        className="absolute right-4 top-full z-menu mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-4 shadow-lg sm:right-6 dark:border-slate-700 dark:bg-slate-900"
      >
        {shown && (
          <div className="flex flex-col gap-4">
            <LocaleSwitcher label={labels.language} showLabel />
            <ThemeToggle labels={labels.theme} />
            <UnitsToggle labels={labels.units} />
          </div>
        )}
      </div>
    </div>
  );
}
