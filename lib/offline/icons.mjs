/** The app icons drawn by scripts/icons.mjs from app/icon.svg; the manifests list them (lib/offline/manifest.ts). */
export const ICONS = [
  { src: '/icons/icon-192.png', size: 192, art: 'any', purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, art: 'any', purpose: 'any' },
  { src: '/icons/maskable-192.png', size: 192, art: 'maskable', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', size: 512, art: 'maskable', purpose: 'maskable' },
  { src: '/icons/apple-touch-icon.png', size: 180, art: 'apple', purpose: null },
];
