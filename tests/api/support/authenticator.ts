/**
 * A software authenticator for the API's tests (issue 38): real WebAuthn registration and assertion objects
 * (attestation format `none`, an ES256 key on node:crypto), so the API's verification is the library's own,
 * run on what a browser would send. Each method takes overrides to forge one thing at a time (another origin,
 * another RP ID, a counter that went back, a signature of another key).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The smallest CBOR encoder that writes attestation objects and COSE keys: integers, bytes, text, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

export interface Credential {
  id: Buffer;
  key: KeyObject;
  publicJwk: { x: string; y: string };
  counter: number;
  userHandle: string;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}
export interface Forge {
  origin?: string;
  rpID?: string;
  type?: string;
  challenge?: string;
  /** The counter to report (default: one more than the last). */
  counter?: number;
  /** Sign with another key than the credential's. */
  key?: KeyObject;
  /** Without user verification (a security key touched, no PIN). */
  noUserVerification?: boolean;
}

const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(readonly origin: string) {}

  private get rpID() {
    return new URL(this.origin).hostname;
  }

  private clientData(type: string, challenge: string, forge: Forge): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: forge.type ?? type,
        challenge: forge.challenge ?? challenge,
        origin: forge.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  /** Answers `navigator.credentials.create()` with a new discoverable ES256 credential. */
  register(options: CreationOptions, forge: Forge = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const credential: Credential = {
      id: randomBytes(32),
      key: privateKey,
      publicJwk: jwk,
      counter: 0,
      userHandle: options.user.id,
    };
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(forge.rpID ?? options.rp.id ?? this.rpID),
      Buffer.from([FLAGS.up | FLAGS.uv | FLAGS.at]),
      Buffer.alloc(4), // counter 0
      Buffer.alloc(16), // AAGUID
      idLength,
      credential.id,
      cose,
    ]);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, forge);
    this.credentials.push(credential);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        attestationObject: b64u(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers `navigator.credentials.get()` with `credential` (default: the first allowed one, else the last made). */
  assert(options: RequestOptions, forge: Forge = {}, credential = this.pick(options)) {
    credential.counter = forge.counter ?? credential.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      sha256(forge.rpID ?? options.rpId ?? this.rpID),
      Buffer.from([forge.noUserVerification ? FLAGS.up : FLAGS.up | FLAGS.uv]),
      counter,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, forge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), forge.key ?? credential.key);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private pick(options: RequestOptions): Credential {
    const allowed = new Set(options.allowCredentials?.map((c) => c.id) ?? []);
    const found = allowed.size ? this.credentials.find((c) => allowed.has(b64u(c.id))) : this.credentials.at(-1);
    if (!found) throw new Error('this authenticator holds no credential the options allow');
    return found;
  }
}
