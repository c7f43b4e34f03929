"use client";

import { useEffect, useRef, useState } from "react";

import type { WidgetFieldsFragment } from "@/graphql/generated/documents/widgets";
import { widgetFrameUrl, widgetSnippets } from "@/lib/widgets/embed";

import { RESIZE_MESSAGE } from "../widget-frame-client";

import styles from "../widget.module.css";
import { UsageChart, usageDays } from "./usage-chart";
import { WidgetForm, type WidgetFormValues } from "./widget-form";

/** The widths partners' pages give the widget: a small phone, a phone, an article column. */
const PREVIEW_WIDTHS = [320, 390, 728] as const;

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
  const [previewWidth, setPreviewWidth] = useState<number>(390);
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
        <UsageChart usage={usageDays(widget.usageSeries)} name={widget.name} />
        <p>
          <button type="button" className="button button-secondary" onClick={onRefresh}>
            Refresh figures
          </button>
        </p>
      </section>
      <section aria-labelledby={`${base}-preview`} className="stack">
        <h3 id={`${base}-preview`}>Preview</h3>
        {preview ? (
          <div className={styles.preview}>
            <p className="cluster" role="group" aria-label="Preview width">
              {PREVIEW_WIDTHS.map((width) => (
                <button
                  key={width}
                  type="button"
                  className="button button-secondary"
                  aria-pressed={previewWidth === width}
                  onClick={() => setPreviewWidth(width)}
                >
                  {width} px
                </button>
              ))}
            </p>
            {/* The frame as a partner's page gets it; updatedAt in the key reloads it after a save. */}
            <PreviewFrame
              key={String(widget.updatedAt)}
              src={`${widgetFrameUrl(siteOrigin, widget.key)}&preview=1`}
              title={`Preview of ${widget.name}`}
              width={previewWidth}
            />
          </div>
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

/**
 * The preview iframe at a partner's width, as tall as the frame says it is (the height messages
 * public/widget.js reads, from this site's origin and this frame only).
 */
function PreviewFrame({ src, title, width }: { src: string; title: string; width: number }) {
  const [height, setHeight] = useState(800);
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== ref.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== "object" || data === null || !("type" in data) || data.type !== RESIZE_MESSAGE || !("height" in data)) return;
      if (typeof data.height === "number" && Number.isFinite(data.height)) setHeight(Math.min(Math.max(Math.ceil(data.height), 200), 20000));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return <iframe ref={ref} src={src} title={title} width={width} height={height} className={styles.previewFrame} data-preview-width={width} />;
}
