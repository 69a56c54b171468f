/**
 * The envelopes of every answer (../shared/api-contract.md, "Envelope") and the capabilities' answer, as
 * schemas: the OpenAPI document is made from them (fixtures/server/openapi.ts).
 */
import { z } from 'zod';
import { CAPABILITY_NAMES } from '../capabilities';
import { ERROR_CODES } from '../errors';

/** A success: 200 with the payload in the envelope. */
export const successEnvelope = (payload: z.ZodType = z.unknown()) =>
  z.object({ success: z.literal(true), payload }).strict();

/** Every failure (4xx, 5xx). `errorCode`: the catalogue's (contract/errors.ts), or `<RECORD>_NOT_FOUND`. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  status: z.int().min(400).max(599),
  errorCode: z.union([
    z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES, ...(keyof typeof ERROR_CODES)[]]),
    z.string().regex(/^[A-Z][A-Z0-9_]*_NOT_FOUND$/),
  ]),
  description: z.string(),
  resolution: z.string().optional(),
  action: z.string().optional(),
  field: z.string().optional(),
});

/** `GET /account/capabilities`. */
export const capabilitiesAnswer = z.object({
  capabilities: z.array(z.enum(CAPABILITY_NAMES as [string, ...string[]])),
});

/** A list's `Content-Range: <resource> <from>-<to>/<total>` (`*` for an empty slice). */
export const CONTENT_RANGE = /^[A-Za-z]+ (\d+-\d+|\*)\/\d+$/;
