import { freePort } from '../../scripts/lib/freePort.mjs'

/**
 * Takes a free port for a stand-in and points the environment variable at it (`path` after the
 * port: `/v2/`), before the configuration reads it: call it in `await vi.hoisted(…)` through a
 * dynamic import. Two integration files run side by side, so never a fixed port.
 */
export async function standInAddress(variable: string, path: string): Promise<number> {
  const port = await freePort()
  process.env[variable] = `http://127.0.0.1:${port}${path}`
  return port
}
