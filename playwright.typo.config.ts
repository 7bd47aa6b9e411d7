import base from './playwright.config.ts'
export default { ...base, webServer: { ...base.webServer, timeout: 600_000 } }
