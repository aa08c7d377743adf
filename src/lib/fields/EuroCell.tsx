import { formatPrice } from '@/lib/format'

/** A price in a list column as the owner reads it: „17,80 €“, not „1780“. */
export function EuroCell({ cellData }: { cellData?: unknown }) {
  return typeof cellData === 'number' ? <span>{formatPrice(cellData)}</span> : <span>—</span>
}
