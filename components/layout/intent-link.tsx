"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch">;

/**
 * A link that prefetches its page once the visitor shows intent (pointer over it, focus, touch),
 * not as soon as it is on screen. The breadcrumbs, the program tabs and the header are on screen
 * as every page starts: prefetching them all sent six route requests (and two page chunks) while
 * the page was still starting, on every visit and every connection. This is the pattern of
 * Next's prefetching guide ("Hover-triggered prefetch"): `prefetch={false}` until intent, then
 * the default (`null`), and the router prefetches the page once.
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
