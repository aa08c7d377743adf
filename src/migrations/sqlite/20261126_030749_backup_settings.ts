import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`backup_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nightly\` integer DEFAULT true,
  	\`hour\` numeric DEFAULT 3,
  	\`keep_daily\` numeric DEFAULT 7,
  	\`keep_weekly\` numeric DEFAULT 4,
  	\`keep_monthly\` numeric DEFAULT 12,
  	\`status_last_success_at\` text,
  	\`status_last_file\` text,
  	\`status_last_error_at\` text,
  	\`status_last_error\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`backup_settings\`;`)
}
