"use client";

import { usePathname } from "next/navigation";

import { SiteLink } from "@/components/layout/site-link";
import { SIGN_IN_PATH } from "@/lib/session/session";
import { useSignedInInSlices } from "@/lib/session/use-session";

export const PROFILE_PATH = "/profile/";

/**
 * The header's account link: "Sign in" (to /sign-in/) or, when a session is stored,
 * "Profile" (to /profile/). Reads only the session flag — no Apollo, GraphQL or rxjs — so it
 * is safe on calculator pages. The server renders "Sign in"; a signed-in browser switches to
 * "Profile" right after hydration, in a transition (useSignedInInSlices).
 */
export function AccountNavLink({ className }: { className?: string }) {
  const signedIn = useSignedInInSlices() === true;
  const pathname = usePathname();
  const href = signedIn ? PROFILE_PATH : SIGN_IN_PATH;
  return (
    <SiteLink href={href} className={className} aria-current={pathname === href ? "page" : undefined}>
      {signedIn ? "Profile" : "Sign in"}
    </SiteLink>
  );
}
