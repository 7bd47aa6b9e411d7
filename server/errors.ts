/**
 * Coded errors thrown by services; one Fastify error handler (http-errors.ts) turns them into
 * statuses. Messages are Spanish and safe to show: they never carry internals. Input a route's
 * schema refuses never reaches a service; http-errors.ts answers it directly.
 */
export abstract class AppError extends Error {
  abstract readonly status: number
  abstract readonly code: string
}

export class InvalidError extends AppError {
  readonly status = 400
  readonly code = 'invalid'
}

export class UnauthorizedError extends AppError {
  readonly status = 401
  readonly code = 'unauthorized'
}

export class ForbiddenError extends AppError {
  readonly status = 403
  readonly code = 'forbidden'
}

export class NotFoundError extends AppError {
  readonly status = 404
  readonly code = 'not_found'
}

export class ConflictError extends AppError {
  readonly status = 409
  readonly code = 'conflict'
}

/** Too many requests: `retryAfterSeconds` is when trying again may work (the Retry-After header). */
export class RateLimitedError extends AppError {
  readonly status = 429
  readonly code = 'rate_limited'
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

/** The server is too busy for this request right now (e.g. every password hashing slot is taken). */
export class ServiceUnavailableError extends AppError {
  readonly status = 503
  readonly code = 'unavailable'
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
