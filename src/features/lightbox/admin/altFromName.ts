/**
 * A first alternative text from a picture's file name („salon-innen_2.jpg“ → „Salon innen 2“),
 * so each picture has one at once; the owner corrects them after the upload.
 */
export function altFromName(fileName: string): string {
  const words = fileName
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Bild'
}
