"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch">;

/**
 * The site's internal link: it prefetches its page once the visitor shows intent (pointer over
 * it, focus, touch), not as soon as it is on screen. With Next's default, the links on screen
 * as a page starts (header, breadcrumbs, program tabs, links in the text) were all fetched while
 * the page itself was still starting: six route requests and two page chunks on a calculator
 * page, on every visit and every connection, and more each time the visitor scrolled. This is
 * the pattern of Next's prefetching guide ("Hover-triggered prefetch"): `prefetch={false}`
 * until intent, then the default (`null`), and the router prefetches the page once.
 */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
