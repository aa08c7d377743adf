import { describe, expect, it } from 'vitest'

import gate from '../../playwright.config'
import { askedProjects, withServers } from '../../playwright.shared'
import { E2E_SERVERS, OWN_SERVER_PORTS } from '../../scripts/lib/e2eServers.mjs'

// Issue 57: any browser project runs alone and in any order, and a failure in one skips nothing
// elsewhere; one asked for alone starts only its own server.
describe('browser projects stand alone', () => {
  it('depend on nothing but the login on their own server', () => {
    for (const project of gate.projects ?? []) {
      const needs = project.dependencies ?? []
      expect(
        needs.every((name) => name.startsWith('setup-')),
        project.name,
      ).toBe(true)
      for (const setup of needs) {
        const login = gate.projects!.find((other) => other.name === setup)!
        expect(login.use?.baseURL, project.name).toBe(project.use?.baseURL)
      }
    }
  })

  it('start a server for every project that runs on one', () => {
    const started = (gate.webServer as Array<{ url: string }>).map((one) => new URL(one.url).origin)
    for (const project of gate.projects ?? [])
      if (project.use?.baseURL) expect(started, project.name).toContain(project.use.baseURL)
  })

  it('use ports apart from the servers specs start themselves', () => {
    const demo = Object.values(E2E_SERVERS).map((server) => server.port)
    const own = Object.values(OWN_SERVER_PORTS)
    expect(new Set([...demo, ...own]).size).toBe(demo.length + own.length)
    for (const port of [3290, 3291]) expect([...demo, ...own]).not.toContain(port)
  })

  it('read the projects asked for from the command line', () => {
    expect(askedProjects(['node', 'playwright', 'test'])).toEqual([])
    expect(
      askedProjects([
        'node',
        'playwright',
        'test',
        '--project=sqlite-owner',
        '--project',
        'visual',
      ]),
    ).toEqual(['sqlite-owner', 'visual'])
  })

  it('start only the servers of the projects asked for', () => {
    const projects = [
      { name: 'visual', server: 'visual' as const },
      { name: 'sqlite-owner', server: 'owner' as const },
      { name: 'online-payment' },
    ]
    const all = withServers(projects)
    expect(all.projects).toEqual([
      { name: 'visual' },
      { name: 'sqlite-owner' },
      { name: 'online-payment' },
    ])
    expect(all.webServer.map((one) => one.command)).toEqual([
      'node scripts/e2e-server.mjs visual',
      'node scripts/e2e-server.mjs owner',
    ])
    const argv = process.argv
    try {
      process.argv = [...argv, '--project=SQLITE-*']
      expect(withServers(projects).webServer.map((one) => one.command)).toEqual([
        'node scripts/e2e-server.mjs owner',
      ])
    } finally {
      process.argv = argv
    }
  })
})
