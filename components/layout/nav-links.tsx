"use client";

import { usePathname } from "next/navigation";

import { SiteLink } from "./site-link";

/** Header links that mark the current page with aria-current (SiteLinks: SiteLinkRouter opens them). */
export function NavLinks({ links, className }: { links: { path: string; title: string }[]; className?: string }) {
  const pathname = usePathname();
  return (
    <>
      {links.map((link) => (
        <li key={link.path} className={className}>
          <SiteLink href={link.path} aria-current={pathname === link.path ? "page" : undefined}>
            {link.title}
          </SiteLink>
        </li>
      ))}
    </>
  );
}
