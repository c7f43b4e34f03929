import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@/lib/validation/account-limits";
import type { LeadFormValues } from "@/lib/leads/form-values";
import { MESSAGE_MAX_LENGTH, PHONE_MAX_LENGTH } from "@/lib/leads/limits";

import { LeadRadioGroup, LeadTextArea, LeadTextField } from "./lead-fields";

export interface ContactFieldsProps {
  /** What was posted last (empty before the first submission). */
  values: LeadFormValues;
  errors: Readonly<Record<string, readonly string[]>>;
  /** The field that takes the focus (the form's first invalid one). */
  focus: string | null;
  /** The message box's label ("Anything we should know?"). */
  messageLabel: string;
}

/** Name, email, phone, the preferred way to be contacted and a message: every lead form's contact part. */
export function ContactFields({ values, errors, focus, messageLabel }: ContactFieldsProps) {
  const field = (name: string) => ({ name, error: errors[name]?.[0], focus: focus === name });
  return (
    <>
      <LeadTextField {...field("name")} label="Your name" autoComplete="name" maxLength={NAME_MAX_LENGTH} required defaultValue={values.name ?? ""} />
      <LeadTextField
        {...field("email")}
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        required
        defaultValue={values.email ?? ""}
      />
      <LeadTextField
        {...field("phone")}
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        hint="With the area code. Needed if you would like a call."
        defaultValue={values.phone ?? ""}
      />
      <LeadRadioGroup
        {...field("preferredContact")}
        label="How should we contact you?"
        defaultValue={values.preferredContact ?? "email"}
        options={[
          { value: "email", label: "Email" },
          { value: "phone", label: "Phone" },
        ]}
      />
      <LeadTextArea {...field("message")} label={messageLabel} maxLength={MESSAGE_MAX_LENGTH} defaultValue={values.message ?? ""} />
    </>
  );
}
