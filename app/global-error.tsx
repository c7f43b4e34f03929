"use client";

/** Last-resort error page when the root layout itself fails (it replaces the whole document). */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", color: "#1a2421" }}>
        <main>
          <h1>Something went wrong</h1>
          <p>The site hit an unexpected error. Your calculator inputs are saved in your browser.</p>
          <button type="button" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
