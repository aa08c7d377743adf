import type { Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { clock } from '@/lib/clock'

const TWO_DAYS = 2 * 86_400_000

export type BackupState = { stale: boolean; lastSuccessAt: string | null; lastError: string | null }

/** Whether the last good backup is older than two days (or there is none). */
export async function backupState(payload: Payload, now = clock.now()): Promise<BackupState> {
  const settings = await payload
    .findGlobal({ slug: GLOBALS.backupSettings, depth: 0, overrideAccess: true })
    .catch(() => null)
  const last = settings?.status?.lastSuccessAt ?? null
  return {
    stale: !last || now.getTime() - new Date(last).getTime() > TWO_DAYS,
    lastSuccessAt: last,
    lastError: settings?.status?.lastError ?? null,
  }
}
