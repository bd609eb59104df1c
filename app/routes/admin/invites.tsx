import { adminMeta } from "~/components/admin/admin-meta";
import { InvitesList } from "~/components/admin/invites-list";

export function meta() {
  return adminMeta("Invites");
}

export default function Invites() {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Invites</h1>
      <InvitesList showTitle={false} />
    </main>
  );
}
