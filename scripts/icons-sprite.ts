/**
 * `npm run icons`: writes app/components/icons.svg, one <symbol> per name of
 * app/components/icon-names.ts, drawn from lucide-react's own icon data. Run it after adding a
 * name; a unit test fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ICON_NAMES } from '#app/components/icon-names.ts'
import { renderSprite } from './icons/sprite.ts'

export const SPRITE_FILE = path.resolve(import.meta.dirname, '../app/components/icons.svg')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SPRITE_FILE, await renderSprite(ICON_NAMES))
  console.log(`${path.relative(process.cwd(), SPRITE_FILE)}: ${ICON_NAMES.length} iconos`)
}
