"use server";

import { NO_SCRIPT_SIGN_UP, type NoScriptNotice } from "@/components/account/no-script-notice";

/**
 * The sign-up form's action when it is posted without JavaScript (with script the form never
 * posts): an account could be created, but its owner could never sign in to it without script,
 * so the answer asks for JavaScript instead. Nothing posted is read or kept.
 */
export async function signUpWithoutScript(): Promise<NoScriptNotice | null> {
  return NO_SCRIPT_SIGN_UP;
}
