/**
 * The RowLabel component of an array field, labelled by its rows' content (ContentRowLabel):
 * `rowLabel(['name', 'priceCents'], 'Leistung ohne Namen', 'bitte Namen eintragen …')`.
 */
export const rowLabel = (show: string[], empty: string, emptyHint?: string) => ({
  path: '@/lib/ui/admin/ContentRowLabel.client#ContentRowLabel',
  clientProps: { show, empty, ...(emptyHint ? { emptyHint } : {}) },
})
