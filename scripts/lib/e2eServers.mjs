// The browser tests' demo servers (scripts/e2e-server.mjs), each on a fresh database of its own.
// A group of tests that changes what others read gets a server of its own, so no project waits
// for another or is skipped when another fails (issue 57).

/** name → { kind, port } */
export const E2E_SERVERS = {
  // The journeys: most specs, side by side.
  sqlite: { kind: 'sqlite', port: 3210 },
  postgres: { kind: 'postgres', port: 3211 },
  // The visual comparisons, on the demo as seeded (stock, places and appointments untouched).
  visual: { kind: 'sqlite', port: 3220 },
  // Site-wide settings that every page shows: the header's layout, the consent banner's options.
  settings: { kind: 'sqlite', port: 3221 },
  // The salon's opening hours, edited in the same global as the header (two editors of one
  // global on one server meet Payload's „changed meanwhile“ dialog).
  hours: { kind: 'sqlite', port: 3222 },
  // The owner's routine replaces the demo data and counts what it created.
  owner: { kind: 'sqlite', port: 3223 },
}

/**
 * The ports of servers a spec starts itself (e2e/ownServer.ts, the shutdown test): apart from
 * the demo servers', which run at the same time (src/test/browserServers.test.ts checks).
 */
export const OWN_SERVER_PORTS = {
  shutdown: 3212,
  ownerWeek: 3213,
  wordpressMoveIn: 3214,
  onlinePayment: 3215,
}

/** The base address of one of them. */
export const e2eOrigin = (name) => `http://127.0.0.1:${E2E_SERVERS[name].port}`
