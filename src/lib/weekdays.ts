export const WEEKDAYS = [
  { value: 'mo', label: 'Montag', schema: 'Monday' },
  { value: 'tu', label: 'Dienstag', schema: 'Tuesday' },
  { value: 'we', label: 'Mittwoch', schema: 'Wednesday' },
  { value: 'th', label: 'Donnerstag', schema: 'Thursday' },
  { value: 'fr', label: 'Freitag', schema: 'Friday' },
  { value: 'sa', label: 'Samstag', schema: 'Saturday' },
  { value: 'su', label: 'Sonntag', schema: 'Sunday' },
] as const

export type WeekdayCode = (typeof WEEKDAYS)[number]['value']
