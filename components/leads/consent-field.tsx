import type { ConsentText } from "@/lib/leads/consent";

import { LeadCheckbox } from "./lead-fields";

export interface ConsentFieldProps {
  consent: ConsentText;
  defaultChecked: boolean;
  error?: string | undefined;
  focus?: boolean;
}

/**
 * The consent checkbox with the consent's full text as its label (what the visitor agrees to is
 * what the lead stores the version of), and a link to the privacy policy.
 */
export function ConsentField({ consent, defaultChecked, error, focus }: ConsentFieldProps) {
  return (
    <LeadCheckbox
      name="consent"
      label={consent.text}
      defaultChecked={defaultChecked}
      error={error}
      focus={focus}
      hint={
        <>
          Read how we handle your details in our <a href="/privacypolicy/">privacy policy</a>.
        </>
      }
    >
      {consent.text}
    </LeadCheckbox>
  );
}
