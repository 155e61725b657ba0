/** contentlayer stores the public URL (/ja/blog/…); next-intl links take the path without the locale prefix. */
export function stripLocale(url: string): string {
  return url.replace(/^\/ja(?=\/)/, '');
}
