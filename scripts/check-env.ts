// Validates the configuration before anything else loads, so a wrong variable is reported as a
// readable list instead of a stack trace from deep inside the CMS.
import './load-env'

import { EnvError, env } from '../src/lib/env'

try {
  env()
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  console.error(`\n${error.message}\n\nSee .env.example for what each variable means.\n`)
  process.exit(1)
}
