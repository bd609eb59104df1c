import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");

/** What the options named: the challenge to sign, the site's name (RP id) and the page's origin. */
interface Ceremony {
  challenge: string;
  rpId: string;
  origin: string;
}

/** The flags a platform passkey sets: user present and verified (and attested credential data at creation). */
const PRESENT_AND_VERIFIED = 0x05;
const WITH_CREDENTIAL_DATA = 0x40;

const clientData = (type: "webauthn.create" | "webauthn.get", ceremony: Ceremony) =>
  Buffer.from(JSON.stringify({ type, challenge: ceremony.challenge, origin: ceremony.origin }));

/**
 * A passkey held by the test, as a platform authenticator without attestation ("none") that verifies its
 * user: a fresh P-256 key under `credentialId` that answers a registration and then signs sign-ins and proofs
 * with it, its counter rising each time. Written apart from the server's verifier, from the WebAuthn layout,
 * so that tests check against the spec.
 */
export function softwarePasskey(credentialId: string) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const id = Buffer.from(credentialId, "base64url");
  let counter = 0;
  const authenticatorData = (rpId: string, flags: number, attested = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([flags]), count, attested]);
  };
  const outline = (response: Record<string, unknown>) => ({
    id: credentialId,
    rawId: credentialId,
    type: "public-key",
    response,
    clientExtensionResults: {},
  });

  return {
    id: credentialId,

    /** The answer to registration options. */
    registration(ceremony: Ceremony) {
      const jwk = publicKey.export({ format: "jwk" });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x as string, "base64url")],
        [-3, Buffer.from(jwk.y as string, "base64url")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16) /* AAGUID */, idLength, id, Buffer.from(isoCBOR.encode(cose))]);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authenticatorData(ceremony.rpId, PRESENT_AND_VERIFIED | WITH_CREDENTIAL_DATA, attested)],
        ]) as never,
      );
      return outline({
        clientDataJSON: b64url(clientData("webauthn.create", ceremony)),
        attestationObject: b64url(attestation),
        transports: ["internal"],
      });
    },

    /** A signed answer to sign-in (or proof) options: ES256 over the authenticator data and the client data's hash. */
    assertion(ceremony: Ceremony) {
      counter += 1;
      const data = authenticatorData(ceremony.rpId, PRESENT_AND_VERIFIED);
      const client = clientData("webauthn.get", ceremony);
      const signed = Buffer.concat([data, createHash("sha256").update(client).digest()]);
      return outline({
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(sign("sha256", signed, privateKey)),
      });
    },
  };
}
