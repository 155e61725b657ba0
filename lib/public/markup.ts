/**
 * Static markup for the public tank page's server-only parts (its sections but for their islands: trends, readings'
 * table, livestock, ICP, journal) and for the footer's link lists on every
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

/**
 * As escapeHtml, the apostrophe written `&#x27;` as React writes it: a part moved from React to markup here keeps the
 * page's HTML byte for byte. (Safe: every `&` of the input is already `&amp;`, so only our own entity matches.)
 */
function escapeAsReact(text: string): string {
  return escapeHtml(text).replaceAll('&#39;', '&#x27;');
}

/** An attribute's value; `undefined`, `null` and `false` leave the attribute out, `true` writes it without a value. */
export type AttrValue = string | number | boolean | null | undefined;

const NAME = /^[a-z][a-z0-9-]*$/i;

/** Elements without content or closing tag, written `<img …/>` as React writes them. */
const VOID = new Set(['img']);

/**
 * One element as HTML with its closing tag (an `img` without one): its attributes escaped, its content the children
 * given (already markup: pass text through `text()`). Tag and attribute names are the caller's own constants;
 * anything else is refused.
 */
export function el(tag: string, attrs: Record<string, AttrValue>, ...children: string[]): string {
  if (!NAME.test(tag)) throw new Error(`not a tag name: ${tag}`);
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (!NAME.test(name)) throw new Error(`not an attribute name: ${name}`);
    if (value === undefined || value === null || value === false) continue;
    open += value === true ? ` ${name}` : ` ${name}="${escapeAsReact(String(value))}"`;
  }
  if (VOID.has(tag)) {
    if (children.length > 0) throw new Error(`${tag} holds no content`);
    return `${open}/>`;
  }
  return `${open}>${children.join('')}</${tag}>`;
}

/** Text content, escaped. */
export function text(value: string | number): string {
  return escapeAsReact(String(value));
}
