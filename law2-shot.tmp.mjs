import { chromium } from '@playwright/test'
const [url, out, width, sel] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url, { waitUntil: 'networkidle' })
if (sel) await page.locator(sel).first().screenshot({ path: out })
else await page.screenshot({ path: out, fullPage: true })
await browser.close()
