/** What the account forms answer when posted without JavaScript (sign-in-action.ts, sign-up-action.ts). */
export interface NoScriptNotice {
  readonly message: string;
}

export const NO_SCRIPT_SIGN_IN: NoScriptNotice = {
  message:
    "Signing in needs JavaScript: this site keeps your session with a script in this browser. Turn JavaScript on for this site, then sign in again. Nothing you typed was kept.",
};

export const NO_SCRIPT_SIGN_UP: NoScriptNotice = {
  message:
    "Creating an account needs JavaScript: this site keeps your session with a script in this browser. Turn JavaScript on for this site, then create your account again. Nothing you typed was kept.",
};

/** The notice after a post without JavaScript (rendered on the server with the form). */
export function NoScriptNoticeMessage({ notice }: { notice: NoScriptNotice | null }) {
  return notice ? (
    <p role="alert" className="notice notice-error">
      {notice.message}
    </p>
  ) : null;
}
