export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>
        One heading and one paragraph: what any Next.js page costs before the site adds anything.
      </p>
    </main>
  );
}
