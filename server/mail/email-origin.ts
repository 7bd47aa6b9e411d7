/**
 * The origin the store's e-mails link to. Never the request's Host header: a forged Host would
 * send a password-reset link (with its token) to the attacker's site. PUBLIC_URL when set;
 * otherwise the address the store listens on (HOST and PORT, 'localhost' for a wildcard HOST),
 * which is right for trying the store on one's own machine and for the tests.
 */
import type { Env } from '#config/env.server.ts'

export function emailOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin
  const wildcard = env.HOST === '0.0.0.0' || env.HOST === '::' || env.HOST === ''
  const host = wildcard ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
  return `http://${host}:${env.PORT}`
}
