export default function Home() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Console</h1>
    </main>
  );
}
