export interface AppIcon {
  src: string;
  size: number;
  art: 'any' | 'maskable' | 'apple';
  /** manifest purpose, or null for the apple-touch-icon link only */
  purpose: 'any' | 'maskable' | null;
}
export declare const ICONS: readonly AppIcon[];
