import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`demo\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`demo\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_demo\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`portfolio\` ADD \`demo\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v\` ADD \`version_demo\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`wordpress_imports\` ADD \`media_file_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`demo\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`demo\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_demo\`;`)
  await db.run(sql`ALTER TABLE \`portfolio\` DROP COLUMN \`demo\`;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v\` DROP COLUMN \`version_demo\`;`)
  await db.run(sql`ALTER TABLE \`wordpress_imports\` DROP COLUMN \`media_file_name\`;`)
}
