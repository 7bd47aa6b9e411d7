/**
 * The staff session's cookie: httpOnly (no script reads it), SameSite=Strict (no other site's
 * page or link sends it), whole-site path (pages under /admin and /api/admin), and Secure when
 * the request came over TLS — directly, or through a proxy TRUST_PROXY names
 * (request.protocol reads its X-Forwarded-Proto only then).
 */
import { serialize } from 'cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { readCookie } from '#domain/cookies.ts'

export function staffTokenOf(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, STAFF_SESSION_COOKIE)
}

export function staffCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return serialize(STAFF_SESSION_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: maxAgeSeconds })
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', staffCookie(token, maxAgeSeconds, request.protocol === 'https'))
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', staffCookie('', 0, request.protocol === 'https'))
}
