'use client';

import { createContext } from 'react';
import type { PhotoFetcher } from './use-photo-url';

/** Signed in: fetches a photo this browser lacks from the account's bucket (lib/collection/photo-sync.ts); null signed out. */
export const PhotoFetcherContext = createContext<PhotoFetcher | null>(null);
