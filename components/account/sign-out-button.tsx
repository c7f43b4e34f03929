"use client";

import { useState } from "react";

import { endSession } from "@/lib/session/session-writes";

import { loadAccountActions } from "./load-account-actions";

/** Signs out on this device (the refresh token is revoked) and goes to /sign-in/. */
export function SignOutButton() {
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={state === "pending"}
        onClick={async () => {
          setState("pending");
          let redirected: boolean;
          try {
            const { signOut } = await loadAccountActions();
            ({ redirected } = await signOut());
          } catch {
            // The API client could not load (offline): sign out on this device anyway.
            ({ redirected } = endSession());
          }
          // With no refresh token stored the seed rule does not redirect: say it is done.
          if (!redirected) setState("done");
        }}
      >
        Sign out
      </button>
      <span role="status" aria-live="polite">
        {state === "pending" ? "Signing out…" : state === "done" ? "You are signed out." : ""}
      </span>
    </>
  );
}
