/** Sponsor tiers, highest first, and the sponsors of each. No sponsor has signed yet: every tier shows an open slot. */
export const sponsorTiers = ['legend', 'diamond', 'platinum', 'gold', 'silver'] as const;
export type SponsorTier = (typeof sponsorTiers)[number];

export interface Sponsor {
  name: string;
  url: string;
  tier: SponsorTier;
}

export const sponsors: readonly Sponsor[] = [];

export const sponsorsInTier = (tier: SponsorTier) => sponsors.filter((s) => s.tier === tier);
