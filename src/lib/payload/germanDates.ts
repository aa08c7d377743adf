import type { Block, CollectionConfig, Config, Field, Tab } from 'payload'

/** Lists show every date on the salon's clock, whatever the browser's zone. */
const BERLIN_CELL = '@/lib/payload/admin/BerlinDateCell.client#BerlinDateCell'
/** The label tied to the picker's input (Payload's points at a wrapper). */
const DATE_LABEL = '@/lib/payload/admin/DateLabel.client#DateLabel'
/** „Zuletzt geändert“ and „Erstellt“ above a record, on the salon's clock. */
const BERLIN_TIMESTAMPS = '@/lib/payload/admin/BerlinTimestamps.client#BerlinTimestamps'
/** A time of day picked and shown on the salon's clock, whatever the browser's zone. */
const BERLIN_FIELD = '@/lib/payload/admin/BerlinDateField.client#BerlinDateField'

/** How the admin writes dates and times: German order, 24 hours (the salon's clock). */
const FORMATS = {
  dayOnly: 'dd.MM.yyyy',
  dayAndTime: 'dd.MM.yyyy HH:mm',
  timeOnly: 'HH:mm',
  monthOnly: 'MM.yyyy',
} as const

type DateAdmin = {
  pickerAppearance?: keyof typeof FORMATS | 'default'
  displayFormat?: string
  timeFormat?: string
  overrides?: Record<string, unknown>
}

function germanDate(field: Field): Field {
  if (field.type !== 'date') return field
  const date = (field.admin?.date ?? {}) as DateAdmin
  const appearance =
    !date.pickerAppearance || date.pickerAppearance === 'default'
      ? 'dayOnly'
      : date.pickerAppearance
  // A day alone is stored as noon UTC of the chosen day, that day in Berlin too: only a time of
  // day needs the salon's clock in the picker.
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  return {
    ...field,
    admin: {
      ...field.admin,
      components: {
        Cell: BERLIN_CELL,
        Label: DATE_LABEL,
        ...(withTime ? { Field: BERLIN_FIELD } : {}),
        ...field.admin?.components,
      },
      date: {
        ...date,
        // Payload's own defaults are American: „Nov 27, 2026 7:34 AM“, a 12-hour time picker.
        displayFormat: date.displayFormat ?? FORMATS[appearance],
        ...(withTime
          ? {
              timeFormat: date.timeFormat ?? 'HH:mm',
              // The picker's time column is headed „Time“ otherwise.
              overrides: { timeCaption: 'Uhrzeit', ...date.overrides },
            }
          : {}),
      } as never,
    },
  }
}

/** Every date field, however deep in groups, rows, tabs, arrays and blocks. */
export function withGermanDates(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab: Tab) => ({ ...tab, fields: withGermanDates(tab.fields) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block: Block) => ({
          ...block,
          fields: withGermanDates(block.fields),
        })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withGermanDates(field.fields) } as Field
    return germanDate(field)
  })
}

/**
 * Payload's own „Erstellt“ and „Geändert“, written out as it would add them (same column, same
 * index), so the list shows them on the salon's clock with the time of day like any other date.
 */
function withTimestamps(collection: CollectionConfig): Field[] {
  if (collection.timestamps === false) return collection.fields
  const named = (name: string) =>
    collection.fields.some((field) => 'name' in field && field.name === name)
  const stamp = (name: 'createdAt' | 'updatedAt'): Field => ({
    name,
    type: 'date',
    index: true,
    label: ({ t }) => t(`general:${name}`),
    admin: { disableBulkEdit: true, hidden: true, date: { pickerAppearance: 'dayAndTime' } },
  })
  return [
    ...collection.fields,
    ...(named('updatedAt') ? [] : [stamp('updatedAt')]),
    ...(named('createdAt') ? [] : [stamp('createdAt')]),
  ]
}

/**
 * A plugin, placed after every feature: the admin shows every date as „27.11.2026 07:34“ and
 * picks times on a 24-hour clock, unless a field says otherwise; lists, pickers and the line above
 * a record show dates, „Erstellt“ and „Geändert“ included, in Europe/Berlin.
 */
export function germanDates(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      fields: withGermanDates(withTimestamps(collection)),
      ...(collection.timestamps === false
        ? {}
        : {
            admin: {
              ...collection.admin,
              components: {
                ...collection.admin?.components,
                edit: {
                  ...collection.admin?.components?.edit,
                  beforeDocumentControls: [
                    BERLIN_TIMESTAMPS,
                    ...(collection.admin?.components?.edit?.beforeDocumentControls ?? []),
                  ],
                },
              },
            },
          }),
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      fields: withGermanDates(global.fields),
    })),
  }
}
