// A free TCP port on 127.0.0.1 for a server a test or the bench starts, so that two of them side
// by side (integration files run two at a time) never ask for the same one.
import net from 'node:net'

/** A free TCP port on 127.0.0.1, as the kernel hands it out. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
