// A software authenticator for the server's tests (the browser journey uses Chromium's virtual one): an ES256 key
// pair per credential, answering WebAuthn ceremonies as a device would — attestation "none", user present and
// verified unless told otherwise, a signature counter that moves on at each use.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

const b64 = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();

export interface TestCredential {
  id: string;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

interface Ceremony {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface Flags {
  /** user verified (fingerprint, PIN): true unless told */
  verified?: boolean;
  origin?: string;
  /** signs for another relying party than the options name (a phishing site's credential) */
  rpId?: string;
}

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientDataOf = (type: string, challenge: string, origin: string) => b64(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));

/** Answers creation options as navigator.credentials.create() would: the response to register, and the credential. */
export function createCredential(options: Ceremony, origin: string, f: Flags = {}): { response: Record<string, unknown>; credential: TestCredential } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = encodeCBOR(new Map<number, CBORType>([[1, 2], [3, -7], [-1, 1], [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))], [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))]]));
  const id = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
  const flags = 0x01 | (f.verified === false ? 0 : 0x04) | 0x40;
  const data = authData(f.rpId ?? options.rp?.id ?? 'localhost', flags, 0, attested);
  const attestationObject = encodeCBOR(new Map<string, CBORType>([['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', new Uint8Array(data)]]));
  const credential = { id: b64(id), privateKey, counter: 0, userHandle: options.user?.id ?? '' };
  return {
    credential,
    response: {
      id: credential.id, rawId: credential.id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
      response: { clientDataJSON: clientDataOf('webauthn.create', options.challenge, f.origin ?? origin), attestationObject: b64(attestationObject), transports: ['internal'] },
    },
  };
}

/** Answers request options as navigator.credentials.get() would, with `credential` (its counter moves on). */
export function assert(options: Ceremony, credential: TestCredential, origin: string, f: Flags = {}): Record<string, unknown> {
  credential.counter++;
  const flags = 0x01 | (f.verified === false ? 0 : 0x04);
  const data = authData(f.rpId ?? options.rpId ?? 'localhost', flags, credential.counter);
  const clientDataJSON = clientDataOf('webauthn.get', options.challenge, f.origin ?? origin);
  const signature = sign('sha256', Buffer.concat([data, sha256(Buffer.from(clientDataJSON, 'base64url'))]), credential.privateKey);
  return {
    id: credential.id, rawId: credential.id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
    response: { clientDataJSON, authenticatorData: b64(data), signature: b64(signature), userHandle: credential.userHandle },
  };
}
