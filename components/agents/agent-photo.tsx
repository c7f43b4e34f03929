import styles from "./agents.module.css";

/** An agent's photo (an upload or a drawn sample portrait), or their initials. */
export function AgentPhoto({ name, url, large = false, eager = false }: { name: string; url: string | null; large?: boolean; eager?: boolean }) {
  const size = large ? 160 : 72;
  if (!url) {
    const initials = name
      .split(/\s+/)
      .filter((part) => /^[A-Za-z]/.test(part) && !part.endsWith("."))
      .map((part) => part[0]!.toUpperCase())
      .slice(0, 2)
      .join("");
    return (
      <span className={large ? `${styles.bigPhoto} ${styles.bigInitials}` : styles.noPhoto} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small same-origin images (uploads, drawn SVG portraits) at a fixed size: nothing for next/image to optimise
    <img
      src={url}
      alt={`Photo of ${name}`}
      width={size}
      height={size}
      className={large ? styles.bigPhoto : styles.photo}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
