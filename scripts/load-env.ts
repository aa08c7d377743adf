// Loads .env files the way `next start` does, so the scripts and the server read the same
// configuration. Imported first: ES modules evaluate their imports in order.
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')
