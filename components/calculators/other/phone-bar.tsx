import ui from "@/components/calculators/ui/calculator.module.css";

/**
 * On phones the results come after the form: this bar keeps the main figure in sight while
 * typing (the payment calculators' bar). Hidden from screen readers, which hear the results
 * region instead; hidden on wide screens and on paper by the framework's CSS.
 */
export function PhoneBar({ label, text }: { label: string; text: string }) {
  return (
    <p className={ui.phoneBar} aria-hidden="true">
      {label} <strong>{text}</strong>
    </p>
  );
}
