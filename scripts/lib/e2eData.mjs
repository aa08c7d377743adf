// Where the browser tests' servers keep their databases and media: memory (/dev/shm) where the
// machine has it, one folder per checkout; else data/e2e. A test server's SQLite commits gain
// nothing from the disk's flush, and on a slow CI disk they set the pace.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

function root() {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK)
    const checkout = crypto.createHash('sha1').update(process.cwd()).digest('hex').slice(0, 10)
    return path.join('/dev/shm', `salon-e2e-${checkout}`)
  } catch {
    return path.resolve('data/e2e')
  }
}

/** The folder of the browser tests' server data (the same in every process of one checkout). */
export const E2E_DATA = root()
