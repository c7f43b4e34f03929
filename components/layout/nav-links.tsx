"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** Header links that mark the current page with aria-current. */
export function NavLinks({ links }: { links: { path: string; title: string }[] }) {
  const pathname = usePathname();
  return (
    <>
      {links.map((link) => (
        <li key={link.path}>
          <Link href={link.path} aria-current={pathname === link.path ? "page" : undefined}>
            {link.title}
          </Link>
        </li>
      ))}
    </>
  );
}
