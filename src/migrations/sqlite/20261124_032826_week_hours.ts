import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The week becomes one text per weekday and special days get a date range. Existing hours are
// carried over: a weekday's periods are joined („09:00–12:00, 14:00–18:00“; the site sorts
// them when it reads them), a special day becomes a one-day range, closed when it was.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`week_hours_mo\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`week_hours_tu\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`week_hours_we\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`week_hours_th\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`week_hours_fr\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`week_hours_sa\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`week_hours_su\` text;`)
  await db.run(sql`UPDATE \`site_settings\` SET \`week_hours_mo\` = (
    SELECT group_concat(\`opens\` || '–' || \`closes\`, ', ') FROM \`site_settings_opening_hours\` AS o
    WHERE o.\`_parent_id\` = \`site_settings\`.\`id\` AND o.\`day\` = 'mo'
      AND o.\`opens\` IS NOT NULL AND o.\`closes\` IS NOT NULL);`)
  await db.run(sql`UPDATE \`site_settings\` SET \`week_hours_tu\` = (
    SELECT group_concat(\`opens\` || '–' || \`closes\`, ', ') FROM \`site_settings_opening_hours\` AS o
    WHERE o.\`_parent_id\` = \`site_settings\`.\`id\` AND o.\`day\` = 'tu'
      AND o.\`opens\` IS NOT NULL AND o.\`closes\` IS NOT NULL);`)
  await db.run(sql`UPDATE \`site_settings\` SET \`week_hours_we\` = (
    SELECT group_concat(\`opens\` || '–' || \`closes\`, ', ') FROM \`site_settings_opening_hours\` AS o
    WHERE o.\`_parent_id\` = \`site_settings\`.\`id\` AND o.\`day\` = 'we'
      AND o.\`opens\` IS NOT NULL AND o.\`closes\` IS NOT NULL);`)
  await db.run(sql`UPDATE \`site_settings\` SET \`week_hours_th\` = (
    SELECT group_concat(\`opens\` || '–' || \`closes\`, ', ') FROM \`site_settings_opening_hours\` AS o
    WHERE o.\`_parent_id\` = \`site_settings\`.\`id\` AND o.\`day\` = 'th'
      AND o.\`opens\` IS NOT NULL AND o.\`closes\` IS NOT NULL);`)
  await db.run(sql`UPDATE \`site_settings\` SET \`week_hours_fr\` = (
    SELECT group_concat(\`opens\` || '–' || \`closes\`, ', ') FROM \`site_settings_opening_hours\` AS o
    WHERE o.\`_parent_id\` = \`site_settings\`.\`id\` AND o.\`day\` = 'fr'
      AND o.\`opens\` IS NOT NULL AND o.\`closes\` IS NOT NULL);`)
  await db.run(sql`UPDATE \`site_settings\` SET \`week_hours_sa\` = (
    SELECT group_concat(\`opens\` || '–' || \`closes\`, ', ') FROM \`site_settings_opening_hours\` AS o
    WHERE o.\`_parent_id\` = \`site_settings\`.\`id\` AND o.\`day\` = 'sa'
      AND o.\`opens\` IS NOT NULL AND o.\`closes\` IS NOT NULL);`)
  await db.run(sql`UPDATE \`site_settings\` SET \`week_hours_su\` = (
    SELECT group_concat(\`opens\` || '–' || \`closes\`, ', ') FROM \`site_settings_opening_hours\` AS o
    WHERE o.\`_parent_id\` = \`site_settings\`.\`id\` AND o.\`day\` = 'su'
      AND o.\`opens\` IS NOT NULL AND o.\`closes\` IS NOT NULL);`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours\`;`)
  // SQLite cannot add a NOT NULL column to a filled table: rebuild it, as drizzle-kit would.
  await db.run(sql`CREATE TABLE \`__new_site_settings_special_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`until\` text,
  	\`hours\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_special_days\`
    (\`_order\`, \`_parent_id\`, \`id\`, \`from\`, \`until\`, \`hours\`, \`note\`)
    SELECT \`_order\`, \`_parent_id\`, \`id\`, \`date\`, NULL,
      CASE WHEN \`closed\` OR \`opens\` IS NULL OR \`closes\` IS NULL THEN NULL
        ELSE \`opens\` || '–' || \`closes\` END,
      \`note\`
    FROM \`site_settings_special_days\`;`)
  await db.run(sql`DROP TABLE \`site_settings_special_days\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_special_days\` RENAME TO \`site_settings_special_days\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_special_days_order_idx\` ON \`site_settings_special_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_special_days_parent_id_idx\` ON \`site_settings_special_days\` (\`_parent_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_order_idx\` ON \`site_settings_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_parent_id_idx\` ON \`site_settings_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_special_days\` ADD \`date\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`site_settings_special_days\` ADD \`closed\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings_special_days\` ADD \`opens\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_special_days\` ADD \`closes\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_special_days\` DROP COLUMN \`from\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_special_days\` DROP COLUMN \`until\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_special_days\` DROP COLUMN \`hours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`week_hours_mo\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`week_hours_tu\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`week_hours_we\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`week_hours_th\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`week_hours_fr\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`week_hours_sa\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`week_hours_su\`;`)
}
