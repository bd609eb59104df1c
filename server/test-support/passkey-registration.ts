import { createHash, generateKeyPairSync } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");

/**
 * A passkey registration as an authenticator without attestation ("none") answers it: a fresh P-256 key
 * under `credentialId`, for the challenge and origin the options named, with the user present and verified.
 * Written apart from the server's verifier, from the WebAuthn layout, so that tests check against the spec.
 */
export function noneRegistration(options: { challenge: string; rpId: string; origin: string; credentialId: string }) {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x as string, "base64url")],
    [-3, Buffer.from(jwk.y as string, "base64url")],
  ]);
  const id = Buffer.from(options.credentialId, "base64url");
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    createHash("sha256").update(options.rpId).digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // sign count
    Buffer.alloc(16), // AAGUID
    idLength,
    id,
    Buffer.from(isoCBOR.encode(cose)),
  ]);
  const attestation = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]) as never,
  );
  const clientData = { type: "webauthn.create", challenge: options.challenge, origin: options.origin };
  return {
    id: options.credentialId,
    rawId: options.credentialId,
    type: "public-key",
    response: {
      clientDataJSON: b64url(Buffer.from(JSON.stringify(clientData))),
      attestationObject: b64url(attestation),
      transports: ["internal"],
    },
    clientExtensionResults: {},
  };
}
