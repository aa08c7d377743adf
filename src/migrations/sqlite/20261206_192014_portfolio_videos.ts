import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`portfolio_pictures\` ADD \`kind\` text DEFAULT 'image';`)
  await db.run(sql`ALTER TABLE \`portfolio_pictures\` ADD \`video_source\` text DEFAULT 'youtube';`)
  await db.run(sql`ALTER TABLE \`portfolio_pictures\` ADD \`video_url\` text;`)
  await db.run(sql`ALTER TABLE \`portfolio_pictures\` ADD \`video_file_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`portfolio_pictures_video_file_idx\` ON \`portfolio_pictures\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_version_pictures\` ADD \`kind\` text DEFAULT 'image';`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_version_pictures\` ADD \`video_source\` text DEFAULT 'youtube';`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_version_pictures\` ADD \`video_url\` text;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_version_pictures\` ADD \`video_file_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_pictures_video_file_idx\` ON \`_portfolio_v_version_pictures\` (\`video_file_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_portfolio_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_portfolio_pictures\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`portfolio_pictures\`;`)
  await db.run(sql`DROP TABLE \`portfolio_pictures\`;`)
  await db.run(sql`ALTER TABLE \`__new_portfolio_pictures\` RENAME TO \`portfolio_pictures\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`portfolio_pictures_order_idx\` ON \`portfolio_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_pictures_parent_id_idx\` ON \`portfolio_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_pictures_image_idx\` ON \`portfolio_pictures\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__portfolio_v_version_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__portfolio_v_version_pictures\`("_order", "_parent_id", "id", "image_id", "caption", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "caption", "_uuid" FROM \`_portfolio_v_version_pictures\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_v_version_pictures\`;`)
  await db.run(sql`ALTER TABLE \`__new__portfolio_v_version_pictures\` RENAME TO \`_portfolio_v_version_pictures\`;`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_pictures_order_idx\` ON \`_portfolio_v_version_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_pictures_parent_id_idx\` ON \`_portfolio_v_version_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_pictures_image_idx\` ON \`_portfolio_v_version_pictures\` (\`image_id\`);`)
}
