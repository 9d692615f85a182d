/**
 * The refusals of the domain's rules. Services throw them with the message to show; one error handler
 * (plugins/errors.ts) answers them with their HTTP status, so that no service knows of HTTP. Thrown
 * inside a transaction, they also roll back what it had written.
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(message: string, options?: ErrorOptions) {
    // A refusal is an answer, not a fault: nothing logs or reads its stack, and capturing one cost a
    // refused request more than the rule that refused it (49 of 50 clashing assignments are refused).
    const { stackTraceLimit } = Error;
    Error.stackTraceLimit = 0;
    super(message, options);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** What the request names does not exist (or is not the caller's to see): 404. */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/** The request clashes with the state of things (a schedule, a status, a taken e-mail): 409. */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
}

/** The caller may not do this, although it is signed in with the right role: 403. */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}

/** The request breaks a rule its schema cannot state alone (an end before its start): 400. */
export class InvalidRequestError extends DomainError {
  override name = 'InvalidRequestError';
}
