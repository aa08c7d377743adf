import ICAL from 'ical.js'

/** One VEVENT as a calendar program reads it: its instants worked out with the file's zones. */
export type ReadEvent = {
  uid: string
  summary: string
  description: string
  start: Date
  end: Date
  status: string | null
  /** The TZID its start was written in (null for UTC or floating). */
  zone: string | null
}

export type ReadCalendar = {
  events: ReadEvent[]
  method: string | null
  /** What RFC 5545 requires and a bundler can lose: every TZID has its VTIMEZONE, DTSTAMP in UTC. */
  problems: string[]
}

/**
 * Parses an iCalendar file with ical.js (Mozilla's parser, as Thunderbird uses it) and works
 * every time out with the VTIMEZONE the file itself carries, not with the machine's zone data.
 */
export function readCalendar(text: string): ReadCalendar {
  const root = new ICAL.Component(ICAL.parse(text))
  const problems: string[] = []
  const zones = new Map<string, ICAL.Timezone>()
  for (const component of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(component)
    zones.set(zone.tzid, zone)
  }
  const events = root.getAllSubcomponents('vevent').map((component) => {
    const instant = (name: 'dtstart' | 'dtend') => {
      const property = component.getFirstProperty(name)
      if (!property) throw new Error(`VEVENT without ${name.toUpperCase()}`)
      const tzid = property.getParameter('tzid')
      const time = property.getFirstValue() as ICAL.Time
      const zoneId = typeof tzid === 'string' ? tzid : null
      if (zoneId) {
        const zone = zones.get(zoneId)
        if (!zone) problems.push(`${name.toUpperCase()} in ${zoneId} without its VTIMEZONE`)
        else time.zone = zone
      }
      return { date: time.toJSDate(), zone: zoneId }
    }
    const stamp = component.getFirstProperty('dtstamp')
    const stampValue = stamp?.getFirstValue() as ICAL.Time | undefined
    if (!stampValue) problems.push('VEVENT without DTSTAMP')
    else if (stamp?.getParameter('tzid') || !/Z$/.test(stampValue.toICALString()))
      problems.push(`DTSTAMP not in UTC: ${stampValue.toICALString()}`)
    const start = instant('dtstart')
    return {
      uid: String(component.getFirstPropertyValue('uid')),
      summary: String(component.getFirstPropertyValue('summary')),
      description: String(component.getFirstPropertyValue('description') ?? ''),
      start: start.date,
      end: instant('dtend').date,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      zone: start.zone,
    }
  })
  return {
    events,
    method: (root.getFirstPropertyValue('method') as string | null) ?? null,
    problems,
  }
}
