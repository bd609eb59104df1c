import { PasskeyList } from "~/components/passkeys/passkey-list";
import { loadApi } from "~/lib/route-data";
import { passkeyListSchema } from "../../../contract/passkeys";
import type { Route } from "./+types/security";

export function meta() {
  return [{ title: "Security | Stashd admin" }];
}

/** The signed-in account's own sign-in methods: passkeys added after the first sign-in. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadApi(request, "/auth/passkeys", passkeyListSchema);
}

export default function Security({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-2xl">Security</h1>
      <div className="mt-6">
        <PasskeyList passkeys={loaderData.passkeys} />
      </div>
    </div>
  );
}
