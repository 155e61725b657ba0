/**
 * Static markup for the public tank page's largest server-only parts (the trend charts' drawings and the trends'
 * data table, components/public/trend-charts.tsx; the latest readings' rows) and for the footer's link lists on every
 * page (components/layout/static-links.ts). React hydrates every element it rendered, server components'
 * output included, but not what an element holds through `dangerouslySetInnerHTML`: markup written here reaches the
 * browser as HTML once and as one string in the RSC payload, and costs the page's hydration one element instead of
 * hundreds (docs/performance.md "Public tank page"). Every text and attribute value is escaped here, so callers pass
 * plain strings.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe to write into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** An attribute's value; `undefined`, `null` and `false` leave the attribute out, `true` writes it without a value. */
export type AttrValue = string | number | boolean | null | undefined;

const NAME = /^[a-z][a-z0-9-]*$/i;

/**
 * One element as HTML with its closing tag (the page writes no void elements this way): its attributes escaped, its
 * content the children given (already markup: pass text through `text()`). Tag and attribute names are the caller's
 * own constants; anything else is refused.
 */
export function el(tag: string, attrs: Record<string, AttrValue>, ...children: string[]): string {
  if (!NAME.test(tag)) throw new Error(`not a tag name: ${tag}`);
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (!NAME.test(name)) throw new Error(`not an attribute name: ${name}`);
    if (value === undefined || value === null || value === false) continue;
    open += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return `${open}>${children.join('')}</${tag}>`;
}

/** Text content, escaped. */
export function text(value: string | number): string {
  return escapeHtml(String(value));
}
