import type { Env } from '@/lib/env'

import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/** Every committed migration, per adapter, oldest first. */
export const committedMigrations = { postgres, sqlite }

/** The committed migrations of one adapter (a restore replays them up to a point). */
export const migrationsOf = (kind: Env['databaseKind']) => committedMigrations[kind]
