import { InvitesList } from "~/components/admin/invites-list";

export function meta() {
  return [{ title: "Invites | Stashd admin" }];
}

export default function Invites() {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Invites</h1>
      <InvitesList showTitle={false} />
    </main>
  );
}
