import { formatPrice } from '@/lib/format'
import { CellLink, type CellLinkProps } from '@/lib/payload/admin/CellLink.client'

/**
 * A price in a list column as the owner reads it: „17,80 €“, not „1780“; in the first column
 * the link to the record, as Payload's own cell is. Only what the link needs goes to the client
 * part: a server cell's props carry the field's functions, which cannot.
 */
export function EuroCell({
  cellData,
  collectionSlug,
  link,
  linkURL,
  rowData,
  viewType,
}: CellLinkProps) {
  return (
    <CellLink
      cellData={cellData}
      collectionSlug={collectionSlug}
      link={link}
      linkURL={linkURL}
      rowData={rowData?.id == null ? undefined : { id: rowData.id }}
      viewType={viewType}
    >
      {typeof cellData === 'number' ? formatPrice(cellData) : '—'}
    </CellLink>
  )
}
