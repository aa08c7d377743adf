import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_site_aliases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`host\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_site_aliases_order_idx\` ON \`site_settings_site_aliases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_site_aliases_parent_id_idx\` ON \`site_settings_site_aliases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mail_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`preset\` text DEFAULT 'own',
  	\`host\` text,
  	\`port\` numeric DEFAULT 587,
  	\`security\` text DEFAULT 'starttls',
  	\`user\` text,
  	\`password\` text,
  	\`password_encrypted\` text,
  	\`clear_password\` integer DEFAULT false,
  	\`from_name\` text,
  	\`from_address\` text,
  	\`reply_to\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_site_aliases\`;`)
  await db.run(sql`DROP TABLE \`mail_settings\`;`)
}
