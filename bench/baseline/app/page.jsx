export default function Home() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Next.js page.</p>
    </main>
  );
}
