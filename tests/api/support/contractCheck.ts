/**
 * Every answer the API tests receive, checked against the OpenAPI document (docs/openapi.json, issue 60):
 * the route is in it, its status is one the document declares, the body is the envelope (and the payload
 * schema the route declares), a list's Content-Range is of the contract's form, and every failure is the
 * error envelope with a code of the catalogue. An answer that drifts from the contract fails the test that
 * received it. Answers of the development endpoints (/__dev) and of addresses no route has are held to the
 * error envelope only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

const document: Json = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'));

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: 'openapi.json' }, 'openapi.json');

const compiled = new Map<string, ValidateFunction>();
/** A validator of the schema at `pointer` of the document (a JSON pointer, references resolved in it). */
function validatorAt(pointer: string): ValidateFunction {
  let found = compiled.get(pointer);
  if (!found) {
    found = ajv.compile({ $ref: `openapi.json#${pointer}` });
    compiled.set(pointer, found);
  }
  return found;
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

interface Operation {
  pointer: string;
  operation: Json;
}

/** Each path template as a pattern, literal paths first (as express matches `/users/current` before `/users/{id}`). */
const templates = Object.keys(document.paths)
  .map((path) => ({
    path,
    literal: !path.includes('{'),
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`),
  }))
  .sort((a, b) => Number(b.literal) - Number(a.literal));

function operationOf(method: string, path: string): Operation | undefined {
  for (const { path: template, pattern } of templates) {
    if (!pattern.test(path)) continue;
    const operation = document.paths[template][method.toLowerCase()];
    if (operation) return { pointer: `/paths/${escape(template)}/${method.toLowerCase()}`, operation };
  }
  return undefined;
}

const problems = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`).join('; ');

/** Why the answer does not match the document, or undefined when it does. */
export function contractProblem(
  method: string,
  fullPath: string,
  answer: { status: number; headers: Headers; body: unknown },
): string | undefined {
  const path = fullPath.split('?')[0];
  const json = /application\/json\b/.test(answer.headers.get('content-type') ?? '');
  if (answer.status >= 400 && path.startsWith('/scim/')) {
    // The SCIM service answers SCIM's error message (RFC 7644 3.12), in its own media type.
    if (!/application\/scim\+json\b/.test(answer.headers.get('content-type') ?? ''))
      return `a ${answer.status} that is not SCIM's error`;
    const validate = validatorAt('/components/schemas/ScimError');
    return validate(answer.body) ? undefined : `not SCIM's error message: ${problems(validate)}`;
  }
  // A fault the development switch plays (/__dev/faults) may carry any code a platform could answer.
  if (answer.headers.get('x-dev-fault') === 'injected') return undefined;
  if (answer.status >= 400) {
    if (!json) return `a ${answer.status} that is not the JSON error envelope`;
    const validate = validatorAt('/components/schemas/Error');
    return validate(answer.body) ? undefined : `not the error envelope: ${problems(validate)}`;
  }
  if (path.startsWith('/__dev/') || path === '/openapi.json') return undefined;
  const found = operationOf(method, path);
  if (!found) return `${method} ${path} answered ${answer.status} but is not in docs/openapi.json (npm run openapi)`;
  const declared = found.operation.responses[String(answer.status)];
  if (!declared) return `${method} ${path} answered ${answer.status}, which docs/openapi.json does not declare`;
  const range = answer.headers.get('content-range');
  if (range !== null) {
    const header = declared.headers?.['Content-Range'];
    if (!header) return `${method} ${path} sent Content-Range, which docs/openapi.json does not declare`;
    if (!validatorAt('/components/headers/ContentRange/schema')(range)) return `Content-Range "${range}" is malformed`;
  }
  if (answer.status === 204 || answer.status === 302 || answer.status === 303) return undefined;
  const media = Object.keys(declared.content ?? {});
  const type = answer.headers.get('content-type') ?? '';
  if (!media.some((m) => type.startsWith(m))) return `${method} ${path} answered ${type}; the document says ${media}`;
  if (!json) return undefined;
  const validate = validatorAt(`${found.pointer}/responses/${answer.status}/content/application~1json/schema`);
  return validate(answer.body) ? undefined : `${method} ${path}: ${problems(validate)}`;
}
