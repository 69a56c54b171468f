/**
 * The error codes of the platform's error envelope (`{success: false, status, errorCode, description, …}`,
 * contract/types.ts `ErrorBody`), each with the statuses it comes with. The development API can throw no
 * other (fixtures/server/errors.ts types its ApiError with it); the OpenAPI document lists them
 * (docs/openapi.json, the error envelope's `errorCode`). A record that does not exist is
 * `<RECORD>_NOT_FOUND` (`USER_NOT_FOUND`, `GROUP_ROLE_NOT_FOUND`, …): 404 when the address names it, 400
 * when the body does. The console reads a few of them itself (IMPERSONATION_ENDED, ALREADY_EXISTS).
 */
export const ERROR_CODES = {
  ALREADY_EXISTS: [400],
  ALREADY_LINKED: [400],
  ALREADY_MEMBER: [400],
  APP_NOT_FOUND: [400],
  AUTHENTICATOR_NOT_STARTED: [400],
  BAD_REQUEST: [400],
  CANNOT_IMPERSONATE_SELF: [400],
  CROSS_SITE_REQUEST: [403],
  CURRENT_PASSWORD_REQUIRED: [403],
  EMAIL_NOT_CONFIRMED: [403],
  EMAIL_TAKEN: [400],
  FILE_TOO_LARGE: [413],
  FORBIDDEN: [403],
  GROUP_NOT_FOUND: [400],
  IMPERSONATION_ENDED: [403],
  IMPERSONATION_NOT_ALLOWED: [403],
  INSUFFICIENT_RIGHTS: [403],
  INTERNAL_ERROR: [500],
  INVALID_ORGANIZATION_TOKEN: [400],
  INVALID_QUERY: [400],
  INVALID_RESET_TOKEN: [400],
  INVALID_TOKEN: [400],
  INVITATION_FOR_ANOTHER_USER: [403],
  LAST_SUPERADMIN: [409],
  LINKED_RECORD_GONE: [400],
  MALFORMED_JSON: [400],
  NOT_A_MEMBER: [403],
  NOT_REVERTIBLE: [400],
  NOT_YOURS: [403],
  NOT_YOUR_REVIEW_ITEM: [403],
  NO_SECOND_FACTOR: [400],
  ORGANIZATION_INACTIVE: [403],
  ORGANIZATION_NOT_FOUND: [400],
  OWN_ACCOUNT: [403],
  PASSKEY_NOT_RECOGNIZED: [401],
  PASSKEY_NOT_VERIFIED: [400],
  PAYLOAD_TOO_LARGE: [413],
  RECORD_EXISTS: [400],
  RECORD_GONE: [400],
  REVIEWER_NOT_FOUND: [400],
  REVIEW_CLOSED: [409],
  REVIEW_INCOMPLETE: [409],
  REVIEW_OPEN: [409],
  ROLE_NOT_FOUND: [400],
  ROUTE_NOT_DECLARED: [403],
  ROUTE_NOT_FOUND: [404],
  SCOPE_NOT_FOUND: [400],
  SCOPE_NOT_REVIEWABLE: [400],
  SECOND_FACTOR_REQUIRED: [409],
  SERVICE_NAME_NOT_FOUND: [400],
  SESSION_NOT_FOUND: [404],
  TOKEN_NOT_ALLOWED: [403],
  TOO_MANY_REQUESTS: [429],
  UNAUTHORIZED: [401],
  UNSUPPORTED_FILE_TYPE: [415],
  UNSUPPORTED_MEDIA_TYPE: [415],
  USER_NOT_FOUND: [400],
  VALIDATION_ERROR: [400],
  WRONG_CODE: [400, 401],
  WRONG_CREDENTIALS: [401],
  WRONG_CURRENT_PASSWORD: [403],
  WRONG_SECOND_FACTOR: [401],
} as const satisfies Record<string, readonly number[]>;

/** A record named by the address (404) or by the body (400) that does not exist. */
export type NotFoundCode = `${string}_NOT_FOUND`;

export type ErrorCode = keyof typeof ERROR_CODES | NotFoundCode;

/** The pattern of every error code, for the OpenAPI document: the catalogue's, or a record not found. */
export const ERROR_CODE_PATTERN = '^[A-Z][A-Z0-9_]*$';
