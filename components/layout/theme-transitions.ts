/**
 * No colour transition when the theme changes (a hub card would otherwise fade from white to slate over 250 ms).
 * next-themes can do this itself (`disableTransitionOnChange`), but it does it on every page load too: it adds a
 * stylesheet while hydrating and removes it, which restyles the whole document twice (docs/performance.md). This
 * watches `<html class>` instead and acts only when light and dark actually swap: the change is styled at once under
 * a `transition: none` rule (in the same microtask, before any frame), then the rule goes.
 */
export function suppressThemeTransitions(root: HTMLElement = document.documentElement): () => void {
  let dark = root.classList.contains('dark');
  const observer = new MutationObserver(() => {
    const now = root.classList.contains('dark');
    if (now === dark) return;
    dark = now;
    const style = document.createElement('style');
    style.textContent = '*,*::before,*::after{transition:none!important}';
    document.head.appendChild(style);
    // Reading a computed value styles the document now, with the new theme and no transition.
    void window.getComputedStyle(root).color;
    style.remove();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
