/**
 * What a public tank page, a public profile and the community page show, as read on the server through the
 * anonymous key. Row-level security decides which rows exist for that reader (supabase/migrations); these shapes
 * never carry an account id or an e-mail address, so no page can show one.
 *
 * A tank is public only through its share row (`tank_shares`): off by default, with the sections the keeper chose.
 * The keeper's own words (names, descriptions, journal text) are shown as written, in whatever language they wrote.
 */

import type { IcpLab, IcpReading } from '@/lib/icp/types';
import type { LogParameter, TargetRange } from '@/lib/log/model';

/** Parts of a public tank page a keeper can show or hide one by one. */
export const PUBLIC_SECTIONS = ['readings', 'trends', 'livestock', 'icp', 'journal'] as const;
export type PublicSection = (typeof PUBLIC_SECTIONS)[number];

/** The kind of tank, for the community filter. */
export const TANK_KINDS = ['mixed_reef', 'sps', 'lps_soft', 'fish_only', 'nano', 'other'] as const;
export type TankKind = (typeof TANK_KINDS)[number];

export interface PublicLink {
  label: string;
  /** https only */
  url: string;
}

export interface PublicProfile {
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  /** as the keeper typed it */
  location: string | null;
  links: PublicLink[];
}

/** One reading of the header line: the latest value of a parameter, with its date. */
export interface PublicReading {
  parameter: LogParameter;
  /** canonical unit (lib/log/model.ts CANONICAL_LOG_UNIT) */
  value: number;
  at: string;
}

export interface PublicTankCard {
  /** the share's own public handle (tank_shares.id): follows and reports name it, never the tank's id */
  shareId: string;
  username: string;
  slug: string;
  name: string;
  volumeL: number;
  kind: TankKind;
  description: string | null;
  /** the share's or the tank's latest change, ISO */
  updatedAt: string;
  /** address of a metadata-free photo served by the site, or null */
  photoUrl: string | null;
}

/** A photo the site serves (`publicPhotoUrl`), with the size its entry records, so a page reserves its box. */
export interface PublicPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

export interface PublicTestPoint {
  at: string;
  values: Partial<Record<LogParameter, number>>;
}

export interface PublicAnimal {
  id: string;
  speciesId: string | null;
  name: string;
  count: number;
  addedAt: string | null;
  photoUrls: string[];
  /** the animal's most recent photo (by the day it was taken) */
  latestPhoto: PublicPhoto | null;
}

export interface PublicJournalPost {
  id: string;
  at: string;
  title: string | null;
  body: string;
  photoUrls: string[];
  /** the post's photos in the post's order, only those the database returned */
  photos: PublicPhoto[];
}

/** One ICP analysis of the aquarium's water as the public page reads it (lib/icp/history.ts latestTable reads it too). */
export interface PublicIcpAnalysis {
  id: string;
  at: string;
  /** null when the row names no lab this site knows */
  lab: IcpLab | null;
  /** the lab's salinity of this sample, PSU (targets are scaled to it), or null */
  salinityPsu: number | null;
  analytes: IcpReading[];
}

export interface PublicTank extends PublicTankCard {
  /** the share's own public handle (tank_shares.id), which reports name; never the tank's id */
  shareId: string;
  sections: PublicSection[];
  /** the cover photo with its size, when the database returned it */
  cover: PublicPhoto | null;
  targets: Partial<Record<LogParameter, TargetRange>>;
  /** only when `readings` is shown */
  latest: PublicReading[];
  /** only when `trends` is shown */
  tests: PublicTestPoint[];
  /** only when `livestock` is shown */
  animals: PublicAnimal[];
  /** only when `icp` is shown: the analyses of the aquarium's water, newest first (lib/icp/types.ts) */
  icp: PublicIcpAnalysis[];
  /** only when `journal` is shown; drafts never */
  journal: PublicJournalPost[];
}

export interface CommunityQuery {
  /** volume band in litres, both ends inclusive */
  minVolumeL?: number;
  maxVolumeL?: number;
  kind?: TankKind;
  /** opaque cursor of the previous page's last card */
  after?: string;
}

export interface CommunityPage {
  cards: PublicTankCard[];
  /** cursor for the next page, or null on the last */
  next: string | null;
}
