"use server";

import { NO_SCRIPT_SIGN_IN, type NoScriptNotice } from "@/components/account/no-script-notice";

/**
 * The sign-in form's action when it is posted without JavaScript (with script the form never
 * posts). The session lives in this browser's storage, kept by script, so no one can be signed
 * in without it: the answer says so. Nothing posted is read, so the password is never checked,
 * logged or sent back.
 */
export async function signInWithoutScript(): Promise<NoScriptNotice | null> {
  return NO_SCRIPT_SIGN_IN;
}
