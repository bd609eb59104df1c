export default function Page() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="font-display text-4xl">Dashboard</h1>
    </main>
  );
}
