import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { scratchRoot } from './testDatabase'
import { dropWorldImage, type WorldImagePlan } from './worldImage'

declare module 'vitest' {
  export interface ProvidedContext {
    worldImage: WorldImagePlan
  }
}

/** Vitest global setup of the integration project: where the run's world image goes. */
export default function setup(project: TestProject) {
  const plan: WorldImagePlan = {
    dir: fs.mkdtempSync(path.join(scratchRoot(), 'salon-world-')),
    // Unique per run without reading the clock.
    postgres: `salon_world_${process.pid}_${randomBytes(4).toString('hex')}`,
  }
  project.provide('worldImage', plan)
  return async () => {
    // Without a PostgreSQL server there is nothing to drop; the folder goes in any case.
    await dropWorldImage(plan).catch(() => fs.rmSync(plan.dir, { recursive: true, force: true }))
  }
}
