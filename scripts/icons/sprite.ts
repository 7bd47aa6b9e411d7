/** An SVG sprite of lucide icons, from the icon data lucide-react ships with each icon. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

type IconNode = [tag: string, attributes: Record<string, string | number>][]

const require = createRequire(import.meta.url)
const lucideDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm')

/** lucide-react's index names every icon and alias: `export { default as Name, … } from './icons/x.mjs'` */
function iconFiles(): Map<string, string> {
  const index = readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8')
  const files = new Map<string, string>()
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[a-z0-9-]+\.mjs)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!)
  }
  return files
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export async function renderSprite(names: readonly string[]): Promise<string> {
  const files = iconFiles()
  const symbols: string[] = []
  for (const name of names) {
    const file = files.get(name)
    if (!file) throw new Error(`lucide-react has no icon named ${name}`)
    const data = await iconData(path.join(lucideDir, file))
    const children = data
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
          .join('')
        return `<${tag}${attrs}/>`
      })
      .join('')
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

/** An icon's drawing; an alias's file only re-exports another icon's, which is read instead. */
async function iconData(file: string): Promise<IconNode> {
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } }
  if (module.__iconData) return module.__iconData.node
  const target = /from '\.\/([a-z0-9-]+\.mjs)'/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!target) throw new Error(`${file} is neither an icon nor an alias`)
  return iconData(path.join(path.dirname(file), target))
}
