import { NotFoundContent } from '@/lib/ui/NotFoundContent'

export default function NotFound() {
  return <NotFoundContent />
}
