/**
 * Typed errors at the domain edge (STYLE.md habit 5). Domain functions throw these with a
 * German message meant for the user; `domainErrorStatus` is the one place that maps them
 * to an HTTP status. Anything else is an unexpected error (500, message not shown).
 */
export class DomainError extends Error {
  readonly status: number = 400;
}

export class ValidationError extends DomainError {
  override name = "ValidationError";
  override readonly status = 400;
}

export class NotFoundError extends DomainError {
  override name = "NotFoundError";
  override readonly status = 404;
}

/** The request conflicts with the current state (e.g. not enough stock left). */
export class ConflictError extends DomainError {
  override name = "ConflictError";
  override readonly status = 409;
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export function domainErrorStatus(error: unknown): number {
  return isDomainError(error) ? error.status : 500;
}
