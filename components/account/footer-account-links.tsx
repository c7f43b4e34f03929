"use client";

import { SiteLink } from "@/components/layout/site-link";
import { SIGN_IN_PATH } from "@/lib/session/session";
import { useSignedInInSlices } from "@/lib/session/use-session";

import { PROFILE_PATH } from "./account-nav-link";

const SIGNED_OUT = [
  { path: SIGN_IN_PATH, title: "Sign in" },
  { path: "/sign-up/", title: "Create an account" },
] as const;

const SIGNED_IN = [
  { path: PROFILE_PATH, title: "Profile" },
  { path: "/saved-homes/", title: "Saved homes" },
] as const;

/**
 * The footer's account links: sign in or create an account, or, when a session is stored, the
 * profile and saved homes. Reads the session flag as the header's link does (localStorage, no
 * Apollo), and both lists have as many rows, so the switch after hydration moves nothing.
 */
export function FooterAccountLinks() {
  const links = useSignedInInSlices() === true ? SIGNED_IN : SIGNED_OUT;
  return (
    <>
      {links.map((link) => (
        <li key={link.path}>
          <SiteLink href={link.path}>{link.title}</SiteLink>
        </li>
      ))}
    </>
  );
}
