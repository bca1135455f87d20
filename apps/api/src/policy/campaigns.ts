/**
 * A caller's relation to one ad campaign (issue 25; ADR 220), for the policy to answer with: the
 * account linked as its advertiser holds `campaign.advertiser` (its report). Admins read every
 * report by their account role; anyone else meets 404 `campaign_not_found`, as for no campaign.
 */
import type { adCampaigns } from '../db/schema.js';
import type { Relation } from './table.js';

/** The relations `userId` holds to `campaign`. */
export function campaignRelations(
  campaign: Pick<typeof adCampaigns.$inferSelect, 'advertiserUserId'>,
  userId: string,
): Relation[] {
  return campaign.advertiserUserId !== null && campaign.advertiserUserId === userId
    ? ['campaign.advertiser']
    : [];
}
