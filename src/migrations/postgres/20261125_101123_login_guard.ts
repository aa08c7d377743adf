import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { normaliseVoucherCode } from '@/features/shop/vouchers/voucherCodes'

/**
 * Payload's account lock is replaced by the login guard (its columns go), and voucher codes the
 * owner typed are stored as a customer's input is read (`PROBE-TEST-0001` → `PROBETEST0001`), so
 * they can be redeemed. A code whose new form is taken already stays as it was.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
  const { rows } = await db.execute(sql`SELECT id, code FROM vouchers`)
  const vouchers = rows as Array<{ id: number; code: string }>
  const taken = new Set(vouchers.map((voucher) => voucher.code))
  for (const { id, code } of vouchers) {
    const normal = normaliseVoucherCode(code)
    if (!normal || normal === code || taken.has(normal)) continue
    await db.execute(sql`UPDATE vouchers SET code = ${normal} WHERE id = ${id}`)
    taken.add(normal)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
