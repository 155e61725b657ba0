export declare const DEFAULT_LOCALE: string;
export declare const LOCALES: string[];
export declare function isOfflineRoute(route: string): boolean;
export declare function publicPath(route: string): string;
export declare function referencedAssets(html: string): string[];
export interface PrecacheFile {
  url: string;
  revision: string | null;
  size: number;
}
export declare function precacheEntries(distDir: string, root?: string): PrecacheFile[];
export declare function precacheSize(entries: readonly PrecacheFile[]): { count: number; bytes: number };
export declare const LAZY_CHUNK_LIMIT: number;
export declare function lazyChunks(js: string): string[];
