/**
 * Coded errors thrown by services; one Fastify error handler (http-errors.ts) turns them into
 * statuses. Messages are Spanish and safe to show: they never carry internals. Input a route's
 * schema refuses never reaches a service; http-errors.ts answers it directly.
 */
export abstract class AppError extends Error {
  abstract readonly status: number
  abstract readonly code: string
}

/** The base of an error that always answers `status`, named `code` in logs. */
function coded(status: number, code: string) {
  return class extends AppError {
    readonly status = status
    readonly code = code
  }
}

/** An error the client may retry: `retryAfterSeconds` becomes the Retry-After header. */
function retryable(status: number, code: string) {
  return class extends coded(status, code) {
    constructor(
      message: string,
      readonly retryAfterSeconds?: number,
    ) {
      super(message)
    }
  }
}

export class InvalidError extends coded(400, 'invalid') {}
/** Input a form shows field by field: `fields` maps each wrong field to its Spanish message. */
export class FieldsError extends InvalidError {
  constructor(
    message: string,
    readonly fields: Readonly<Record<string, unknown>>,
  ) {
    super(message)
  }
}
export class UnauthorizedError extends coded(401, 'unauthorized') {}
export class ForbiddenError extends coded(403, 'forbidden') {}
export class NotFoundError extends coded(404, 'not_found') {}
/** A method this address does not answer; `allow` lists the ones it does (the Allow header). */
export class MethodNotAllowedError extends coded(405, 'method_not_allowed') {
  constructor(
    message: string,
    readonly allow: string[],
  ) {
    super(message)
  }
}
export class ConflictError extends coded(409, 'conflict') {}
/** A write the staff member must confirm first: `confirm` lists what to confirm, in Spanish; sent again with the confirmation, it goes through. */
export class ConfirmationRequiredError extends ConflictError {
  constructor(
    message: string,
    readonly confirm: readonly string[],
  ) {
    super(message)
  }
}
export class PayloadTooLargeError extends coded(413, 'too_large') {}
/** Too many requests: too many sign-ins, registrations or withdrawal requests for now. */
export class RateLimitedError extends retryable(429, 'rate_limited') {}
/** The server is too busy for this request right now (e.g. every password hashing slot is taken). */
export class ServiceUnavailableError extends retryable(503, 'unavailable') {}
