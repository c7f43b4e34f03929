"use client";

import { useMutation } from "@apollo/client/react";
import { useState } from "react";

import { LoadFailed } from "@/components/account/load-failed";
import { IntentLink } from "@/components/layout/intent-link";
import {
  CreateWidgetDocument,
  DeleteWidgetDocument,
  MyWidgetsDocument,
  RotateWidgetKeyDocument,
  UpdateWidgetDocument,
  type WidgetFieldsFragment,
} from "@/graphql/generated/documents/widgets";
import { describeError, validationErrorsOf } from "@/lib/apollo/errors";
import { withFirstQueries } from "@/lib/apollo/first-queries";
import { useQueryInSlices } from "@/lib/apollo/use-query-in-slices";

import { WidgetCard } from "./widget-card";
import { WidgetForm, type WidgetFormValues } from "./widget-form";
import { WIDGET_MANAGER_FIRST_QUERIES, WIDGETS_QUERY } from "./widget-queries";

/** A status line for the page: what just happened, or what failed. */
export interface Notice {
  text: string;
  error: boolean;
}

/**
 * The signed-in owner's widgets: a card per widget (settings, key, embed code, preview, 30-day
 * use) and a form for a new one while the plan allows. Mounted for a signed-in visitor only
 * (widget-manager-app.tsx). The answer comes through `useQueryInSlices`, so the cards render in a
 * transition, in time slices (docs/architecture.md, Signed-in pages); the query goes out with
 * the part's code (first-queries.ts).
 */
export const WidgetManager = withFirstQueries(WidgetList, () => WIDGET_MANAGER_FIRST_QUERIES);

function WidgetList() {
  const { data, error, loading, refetch } = useQueryInSlices(WIDGETS_QUERY.query, WIDGETS_QUERY);
  const [create, createState] = useMutation(CreateWidgetDocument, { refetchQueries: [MyWidgetsDocument], awaitRefetchQueries: true });
  const [update] = useMutation(UpdateWidgetDocument);
  const [remove] = useMutation(DeleteWidgetDocument, { refetchQueries: [MyWidgetsDocument], awaitRefetchQueries: true });
  const [rotate] = useMutation(RotateWidgetKeyDocument);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [createErrors, setCreateErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);

  const shown = data ?? null;

  if (!shown) {
    if (loading) return <p role="status">Loading your widgets…</p>;
    return <LoadFailed error={error} what="your widgets" onRetry={() => void refetch()} />;
  }

  // The widget is served by this same site: the embed code points at the origin the manager is on.
  const siteOrigin = window.location.origin;
  const widgets: readonly WidgetFieldsFragment[] = shown.myWidgets;
  const allowance = shown.myWidgetAllowance;
  const atLimit = widgets.length >= allowance.maxWidgets;

  const onCreate = async (values: WidgetFormValues) => {
    setNotice(null);
    setCreateErrors({});
    try {
      const result = await create({ variables: { input: values } });
      if (result.error) {
        const fields = validationErrorsOf(result.error);
        setCreateErrors(fields ?? {});
        setNotice({ text: fields ? "The widget was not created: correct the fields marked in the form." : describeError(result.error), error: true });
        return;
      }
      setNotice({ text: `Created ${values.name.trim()}. Copy its embed code below.`, error: false });
      setFormKey((k) => k + 1);
    } catch (caught) {
      setNotice({ text: describeError(caught), error: true });
    }
  };

  const onUpdate = async (hashid: string, input: Partial<WidgetFormValues>): Promise<Record<string, string> | null> => {
    setNotice(null);
    try {
      const result = await update({ variables: { hashid, input } });
      if (result.error) {
        const fields = validationErrorsOf(result.error);
        setNotice({ text: fields ? "Not saved: correct the fields marked in the form." : describeError(result.error), error: true });
        return fields ?? {};
      }
      setNotice({ text: "Saved.", error: false });
      return null;
    } catch (caught) {
      setNotice({ text: describeError(caught), error: true });
      return {};
    }
  };

  const onRotate = async (widget: WidgetFieldsFragment) => {
    if (!window.confirm(`Replace the key of ${widget.name}? Pages using the current embed code stop showing the widget until you paste the new code.`)) return;
    setNotice(null);
    try {
      const result = await rotate({ variables: { hashid: widget.hashid } });
      setNotice(
        result.error
          ? { text: describeError(result.error), error: true }
          : { text: `New key for ${widget.name}: update the embed code on your pages.`, error: false },
      );
    } catch (caught) {
      setNotice({ text: describeError(caught), error: true });
    }
  };

  const onDelete = async (widget: WidgetFieldsFragment) => {
    if (!window.confirm(`Delete ${widget.name}? Pages using it will show that it is not available, and its usage is deleted.`)) return;
    setNotice(null);
    try {
      const result = await remove({ variables: { hashid: widget.hashid } });
      setNotice(result.error ? { text: describeError(result.error), error: true } : { text: `Deleted ${widget.name}.`, error: false });
    } catch (caught) {
      setNotice({ text: describeError(caught), error: true });
    }
  };

  return (
    <div className="stack">
      <p>
        {widgets.length} of {allowance.maxWidgets} widgets on the {allowance.plan === "PREMIUM" ? "Premium" : "free"} plan.{" "}
        <IntentLink href="/mortgage-calculator-widget/">What the widget does</IntentLink>
      </p>
      <div aria-live="polite">
        {notice ? (
          <p role={notice.error ? "alert" : "status"} className={notice.error ? "notice notice-error" : "notice"}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {widgets.map((widget) => (
        <WidgetCard
          key={widget.hashid}
          widget={widget}
          siteOrigin={siteOrigin}
          canRemoveBranding={allowance.canRemoveBranding}
          onUpdate={onUpdate}
          onRotate={onRotate}
          onDelete={onDelete}
          onRefresh={() => void refetch()}
        />
      ))}
      <section aria-labelledby="new-widget" className="stack">
        <h2 id="new-widget">New widget</h2>
        {atLimit ? (
          <p>You have {allowance.maxWidgets} widgets, the most your plan allows. Delete one to create another.</p>
        ) : (
          <WidgetForm
            key={formKey}
            widget={null}
            canRemoveBranding={allowance.canRemoveBranding}
            submitLabel="Create widget"
            busy={createState.loading}
            errors={createErrors}
            onSubmit={(values) => void onCreate(values)}
          />
        )}
      </section>
    </div>
  );
}
