'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** Only rendered in draft mode: refreshes the preview when the editor saves. */
export function LivePreviewListener({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverUrl} />
}
