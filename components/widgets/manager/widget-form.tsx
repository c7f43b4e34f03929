"use client";

import { useId, useState, type FormEvent } from "react";

import { FormField } from "@/components/account/form-field";
import type { LoanProgram, WidgetLayout } from "@/graphql/generated/operations";
import type { WidgetFieldsFragment } from "@/graphql/generated/documents/widgets";
import { DEFAULT_THEME_COLOR, WIDGET_LAYOUT_NAMES, WIDGET_TERMS } from "@/lib/widgets/choices";

/** What the form submits (GraphQL's CreateWidgetInput / UpdateWidgetInput). */
export interface WidgetFormValues {
  name: string;
  allowedDomains: string[];
  calcType: LoanProgram;
  defaults: { price: number | null; downPaymentPercent: number | null; ratePercent: number | null; term: number | null };
  themeColor: string;
  showBranding: boolean;
  layout: WidgetLayout;
  showQuoteLink: boolean;
  enabled: boolean;
}

const LAYOUTS: { value: WidgetLayout; label: string }[] = [
  { value: "COMPACT", label: WIDGET_LAYOUT_NAMES.compact },
  { value: "SUMMARY", label: WIDGET_LAYOUT_NAMES.summary },
];

const PROGRAMS: { value: LoanProgram; label: string }[] = [
  { value: "CONVENTIONAL", label: "Mortgage (conventional)" },
  { value: "FHA", label: "FHA loan" },
  { value: "USDA", label: "USDA loan" },
  { value: "VA", label: "VA loan" },
];

type Texts = Record<"name" | "allowedDomains" | "price" | "downPaymentPercent" | "ratePercent" | "term" | "themeColor", string>;

function textsOf(widget: WidgetFieldsFragment | null): Texts {
  return {
    name: widget?.name ?? "",
    allowedDomains: widget?.allowedDomains.join("\n") ?? "",
    price: widget?.defaults.price != null ? String(widget.defaults.price) : "",
    downPaymentPercent: widget?.defaults.downPaymentPercent != null ? String(widget.defaults.downPaymentPercent) : "",
    ratePercent: widget?.defaults.ratePercent != null ? String(widget.defaults.ratePercent) : "",
    term: widget?.defaults.term != null ? String(widget.defaults.term) : "",
    themeColor: widget?.themeColor ?? DEFAULT_THEME_COLOR,
  };
}

/** A number from a text box ("$450,000", "6.5%"), null when empty, NaN when not a number (the server names the problem). */
function numberOf(text: string): number | null {
  const cleaned = text.replace(/[$,%\s]/g, "");
  if (cleaned === "") return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

export interface WidgetFormProps {
  widget: WidgetFieldsFragment | null;
  canRemoveBranding: boolean;
  submitLabel: string;
  busy: boolean;
  /** Field errors from the server (validationErrors: "name", "allowedDomains", "defaults.price", ...). */
  errors: Record<string, string>;
  onSubmit: (values: WidgetFormValues) => void;
  onCancel?: () => void;
}

/** A widget's settings. Validated by the server with the shared schema (lib/widgets/settings.ts); its messages show per field. */
export function WidgetForm({ widget, canRemoveBranding, submitLabel, busy, errors, onSubmit, onCancel }: WidgetFormProps) {
  const id = useId();
  const [texts, setTexts] = useState<Texts>(() => textsOf(widget));
  const [calcType, setCalcType] = useState<LoanProgram>(widget?.calcType ?? "CONVENTIONAL");
  const [showBranding, setShowBranding] = useState(widget?.showBranding ?? true);
  const [layout, setLayout] = useState<WidgetLayout>(widget?.layout ?? "COMPACT");
  const [showQuoteLink, setShowQuoteLink] = useState(widget?.showQuoteLink ?? false);
  const [enabled, setEnabled] = useState(widget?.enabled ?? true);
  // Text that is not a number never reaches the server as "no default": it is flagged here.
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const set = (name: string, value: string) => setTexts((t) => ({ ...t, [name]: value }));
  const shown = { ...errors, ...localErrors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const price = numberOf(texts.price);
    const downPaymentPercent = numberOf(texts.downPaymentPercent);
    const ratePercent = numberOf(texts.ratePercent);
    const local: Record<string, string> = {};
    if (Number.isNaN(price)) local["defaults.price"] = "Enter the home price as a number, such as 400000.";
    if (Number.isNaN(downPaymentPercent)) local["defaults.downPaymentPercent"] = "Enter the down payment as a percent, such as 20.";
    if (Number.isNaN(ratePercent)) local["defaults.ratePercent"] = "Enter the rate as a percent, such as 6.5.";
    setLocalErrors(local);
    if (Object.keys(local).length > 0) return;
    onSubmit({
      name: texts.name,
      allowedDomains: texts.allowedDomains
        .split(/[\n,]+/)
        .map((d) => d.trim())
        .filter((d) => d !== ""),
      calcType,
      defaults: { price, downPaymentPercent, ratePercent, term: texts.term === "" ? null : Number(texts.term) },
      themeColor: texts.themeColor,
      showBranding: canRemoveBranding ? showBranding : true,
      layout,
      showQuoteLink,
      enabled,
    });
  };
  const domainsError = shown.allowedDomains;
  return (
    <form onSubmit={submit} className="stack" noValidate aria-label={widget ? `Settings of ${widget.name}` : "New widget"}>
      {/* The widget's own label, not a person's name: no autofill (Chrome reports a field named "name" without it). */}
      <FormField
        name="name"
        label="Name (only you see it)"
        value={texts.name}
        onValueChange={set}
        error={shown.name}
        maxLength={80}
        required
        autoComplete="off"
      />
      <div className="field">
        <label htmlFor={`${id}-domains`}>Allowed domains (one a line)</label>
        <textarea
          id={`${id}-domains`}
          name="allowedDomains"
          rows={3}
          value={texts.allowedDomains}
          onChange={(e) => set("allowedDomains", e.target.value)}
          aria-invalid={domainsError ? true : undefined}
          aria-describedby={`${id}-domains-hint${domainsError ? ` ${id}-domains-error` : ""}`}
        />
        <p id={`${id}-domains-hint`} className="field-hint">
          example.com, or *.example.com for its subdomains. Add https:// to allow only secure pages, :8080 for another port.
        </p>
        {domainsError ? (
          <p id={`${id}-domains-error`} className="field-error">
            {domainsError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-calc`}>Calculator</label>
        <select id={`${id}-calc`} value={calcType} onChange={(e) => setCalcType(e.target.value as LoanProgram)}>
          {PROGRAMS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>Starting inputs (empty = the calculator&apos;s own)</legend>
        <FormField name="price" label="Home price ($)" value={texts.price} onValueChange={set} error={shown["defaults.price"]} inputMode="decimal" />
        <FormField
          name="downPaymentPercent"
          label="Down payment (%)"
          value={texts.downPaymentPercent}
          onValueChange={set}
          error={shown["defaults.downPaymentPercent"]}
          inputMode="decimal"
        />
        <FormField
          name="ratePercent"
          label="Interest rate (%)"
          value={texts.ratePercent}
          onValueChange={set}
          error={shown["defaults.ratePercent"]}
          inputMode="decimal"
        />
        <div className="field">
          <label htmlFor={`${id}-term`}>Loan term</label>
          <select id={`${id}-term`} value={texts.term} onChange={(e) => set("term", e.target.value)}>
            <option value="">Calculator&apos;s default</option>
            {WIDGET_TERMS.map((t) => (
              <option key={t} value={String(t)}>
                {t / 12} years
              </option>
            ))}
          </select>
          {shown["defaults.term"] ? <p className="field-error">{shown["defaults.term"]}</p> : null}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-colour`}>Theme colour</label>
        <input
          id={`${id}-colour`}
          type="color"
          value={/^#[0-9a-f]{6}$/i.test(texts.themeColor) ? texts.themeColor : DEFAULT_THEME_COLOR}
          onChange={(e) => set("themeColor", e.target.value)}
        />
        {shown.themeColor ? <p className="field-error">{shown.themeColor}</p> : null}
      </div>
      <fieldset>
        <legend>Layout</legend>
        {LAYOUTS.map((option) => (
          <div key={option.value}>
            <label>
              <input type="radio" name={`${id}-layout`} value={option.value} checked={layout === option.value} onChange={() => setLayout(option.value)} />{" "}
              {option.label}
            </label>
          </div>
        ))}
        {shown.layout ? <p className="field-error">{shown.layout}</p> : null}
      </fieldset>
      <div className="field">
        <label>
          <input type="checkbox" checked={showQuoteLink} onChange={(e) => setShowQuoteLink(e.target.checked)} aria-describedby={`${id}-quote-hint`} /> Show
          &ldquo;Get a personal quote&rdquo;
        </label>
        <p id={`${id}-quote-hint`} className="field-hint">
          Off by default: with it on, the widget links your visitors to How Much Home?&apos;s quote form.
        </p>
        {shown.showQuoteLink ? <p className="field-error">{shown.showQuoteLink}</p> : null}
      </div>
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={canRemoveBranding ? showBranding : true}
            disabled={!canRemoveBranding}
            onChange={(e) => setShowBranding(e.target.checked)}
            aria-describedby={`${id}-branding-hint`}
          />{" "}
          Show &ldquo;by How Much Home?&rdquo;
        </label>
        <p id={`${id}-branding-hint`} className="field-hint">
          {canRemoveBranding ? "Premium lets you hide the line." : "Always shown on the free plan; Premium can hide it."}
        </p>
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> On (shown on your sites)
        </label>
      </div>
      <p className="cluster">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </p>
    </form>
  );
}
