"use client";

import { usePathname } from "next/navigation";

import { IntentLink } from "./intent-link";

/** Header links that mark the current page with aria-current. */
export function NavLinks({ links, className }: { links: { path: string; title: string }[]; className?: string }) {
  const pathname = usePathname();
  return (
    <>
      {links.map((link) => (
        <li key={link.path} className={className}>
          <IntentLink href={link.path} aria-current={pathname === link.path ? "page" : undefined}>
            {link.title}
          </IntentLink>
        </li>
      ))}
    </>
  );
}
