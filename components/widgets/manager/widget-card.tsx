"use client";

import { useState } from "react";

import type { WidgetFieldsFragment } from "@/graphql/generated/operations";
import { widgetFrameUrl, widgetSnippets } from "@/lib/widgets/settings";

import { UsageChart } from "./usage-chart";
import { WidgetForm, type WidgetFormValues } from "./widget-form";

/** A read-only text with a Copy button (the clipboard API, or selecting the text where it is refused). */
function CopyField({ label, value, multiline, id }: { label: string; value: string; multiline?: boolean; id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
      setCopied(false);
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea id={id} readOnly rows={3} value={value} /> : <input id={id} readOnly value={value} />}
      <p className="cluster">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy {label.toLowerCase()}
        </button>
        <span role="status">{copied ? "Copied." : ""}</span>
      </p>
    </div>
  );
}

export interface WidgetCardProps {
  widget: WidgetFieldsFragment;
  siteOrigin: string;
  canRemoveBranding: boolean;
  onUpdate: (hashid: string, input: Partial<WidgetFormValues>) => Promise<Record<string, string> | null>;
  onRotate: (widget: WidgetFieldsFragment) => Promise<void>;
  onDelete: (widget: WidgetFieldsFragment) => Promise<void>;
  onRefresh: () => void;
}

/** One widget: status, key, embed code, live preview, 30-day chart, and its actions. */
export function WidgetCard({ widget, siteOrigin, canRemoveBranding, onUpdate, onRotate, onDelete, onRefresh }: WidgetCardProps) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  const snippets = widgetSnippets(siteOrigin, widget.key);
  const base = `widget-${widget.hashid}`;
  const headingId = `${base}-name`;

  const save = async (values: WidgetFormValues) => {
    setBusy(true);
    const result = await onUpdate(widget.hashid, values);
    setBusy(false);
    setErrors(result ?? {});
    if (!result) setEditing(false);
  };
  const toggle = async () => {
    setBusy(true);
    await onUpdate(widget.hashid, { enabled: !widget.enabled });
    setBusy(false);
  };

  return (
    <article className="card stack" aria-labelledby={headingId} data-widget-card={widget.hashid}>
      <h2 id={headingId}>{widget.name}</h2>
      <p>
        <strong>{widget.enabled ? "On" : "Off"}</strong> · {widget.allowedDomains.join(", ")}
      </p>
      <p className="cluster">
        <button type="button" className="button button-secondary" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {editing ? "Close settings" : "Edit settings"}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void toggle()} disabled={busy}>
          {widget.enabled ? "Switch off" : "Switch on"}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void onRotate(widget)}>
          Replace key
        </button>
        <button type="button" className="button button-secondary" onClick={() => void onDelete(widget)}>
          Delete
        </button>
      </p>
      {editing ? (
        <WidgetForm
          widget={widget}
          canRemoveBranding={canRemoveBranding}
          submitLabel="Save settings"
          busy={busy}
          errors={errors}
          onSubmit={(v) => void save(v)}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <CopyField id={`${base}-key`} label="Key" value={widget.key} />
      <CopyField id={`${base}-script`} label="Script embed code" value={snippets.script} multiline />
      <CopyField id={`${base}-iframe`} label="Iframe embed code" value={snippets.iframe} multiline />
      <section aria-labelledby={`${base}-usage`} className="stack">
        <h3 id={`${base}-usage`}>Use</h3>
        <UsageChart usage={widget.usage} name={widget.name} />
        <p>
          <button type="button" className="button button-secondary" onClick={onRefresh}>
            Refresh figures
          </button>
        </p>
      </section>
      <section aria-labelledby={`${base}-preview`} className="stack">
        <h3 id={`${base}-preview`}>Preview</h3>
        {preview ? (
          <iframe
            src={`${widgetFrameUrl(siteOrigin, widget.key)}&preview=1`}
            title={`Preview of ${widget.name}`}
            width="100%"
            height="640"
            style={{ border: "1px solid #c9ccd1" }}
          />
        ) : (
          <p>
            <button type="button" className="button button-secondary" onClick={() => setPreview(true)}>
              Show preview
            </button>{" "}
            (previews are not counted)
          </p>
        )}
      </section>
    </article>
  );
}
