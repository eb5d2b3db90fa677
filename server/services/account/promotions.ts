/** Promotional campaigns (spec 001 §3, §4 "Home promotional modal") and the user's answers to them. */
import { and, asc, eq } from 'drizzle-orm'
import type { Retargeting } from '../../../src/contract/account'
import type { DbOrTx } from '../../db/client'
import { clientLogs, maintenanceInterest, retargetingCampaigns, userRetargetings } from '../../db/schema'
import { notFound } from '../../http/errors'

type Campaign = typeof retargetingCampaigns.$inferSelect
type Choice = typeof userRetargetings.$inferSelect

const merge = (c: Campaign, choice: Choice | undefined): Retargeting => ({
  id: c.id,
  code: c.code,
  isVisible: c.isVisible,
  isReminderEnabled: choice ? choice.isReminderEnabled : c.isReminderEnabled,
  isInterested: choice?.isInterested ?? null,
  videoUrl: c.videoUrl,
})

export async function listRetargetings(db: DbOrTx, userId: number): Promise<Retargeting[]> {
  const rows = await db
    .select({ campaign: retargetingCampaigns, choice: userRetargetings })
    .from(retargetingCampaigns)
    .leftJoin(
      userRetargetings,
      and(eq(userRetargetings.campaignId, retargetingCampaigns.id), eq(userRetargetings.userId, userId)),
    )
    .where(eq(retargetingCampaigns.isVisible, true))
    .orderBy(asc(retargetingCampaigns.id))
  return rows.map((r) => merge(r.campaign, r.choice ?? undefined))
}

export async function updateRetargeting(
  db: DbOrTx,
  userId: number,
  campaignId: number,
  body: { isInterested: boolean; isReminderEnabled: boolean },
  now: Date,
): Promise<Retargeting> {
  const [campaign] = await db
    .select()
    .from(retargetingCampaigns)
    .where(eq(retargetingCampaigns.id, campaignId))
    .limit(1)
  if (!campaign) throw notFound('Campaign not found')
  const [choice] = await db
    .insert(userRetargetings)
    .values({ userId, campaignId, ...body, updatedAt: now })
    .onConflictDoUpdate({
      target: [userRetargetings.userId, userRetargetings.campaignId],
      set: { ...body, updatedAt: now },
    })
    .returning()
  return merge(campaign, choice)
}

export async function recordMaintenanceInterest(db: DbOrTx, userId: number, now: Date) {
  await db.insert(maintenanceInterest).values({ userId, createdAt: now })
}

export async function logCustom(db: DbOrTx, userId: number, referer: string, now: Date) {
  await db.insert(clientLogs).values({ userId, referer, createdAt: now })
}
