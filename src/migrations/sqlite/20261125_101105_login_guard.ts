import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { normaliseVoucherCode } from '@/features/shop/vouchers/voucherCodes'

/**
 * Payload's account lock is replaced by the login guard (its columns go), and voucher codes the
 * owner typed are stored as a customer's input is read (`PROBE-TEST-0001` → `PROBETEST0001`), so
 * they can be redeemed. A code whose new form is taken already stays as it was.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
  const vouchers = await db.all<{ id: number; code: string }>(sql`SELECT id, code FROM vouchers`)
  const taken = new Set(vouchers.map((voucher) => voucher.code))
  for (const { id, code } of vouchers) {
    const normal = normaliseVoucherCode(code)
    if (!normal || normal === code || taken.has(normal)) continue
    await db.run(sql`UPDATE vouchers SET code = ${normal} WHERE id = ${id}`)
    taken.add(normal)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
