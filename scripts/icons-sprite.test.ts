import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '#app/components/icon-names.ts'
import { SPRITE_FILE } from './icons-sprite.ts'
import { renderSprite } from './icons/sprite.ts'

describe('the icon sprite', () => {
  it('is up to date with the icon names (run npm run icons)', async () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(await renderSprite(ICON_NAMES))
  })

  it('has one symbol per name, each with lucide’s drawing', async () => {
    const sprite = await renderSprite(['ShoppingCart', 'CheckCircle2'])
    expect(sprite.match(/<symbol /g)).toHaveLength(2)
    // An alias is drawn from the icon it names.
    expect(sprite).toMatch(/<symbol id="CheckCircle2" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"\/>/)
    expect(sprite).not.toContain('key=')
  })

  it('refuses a name lucide does not have', async () => {
    await expect(renderSprite(['NoSuchIcon'])).rejects.toThrow('NoSuchIcon')
  })
})
