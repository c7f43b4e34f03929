import { usePathname } from "next/navigation";

/**
 * The address a Server Action form posts to before its JavaScript runs: this page's path, with
 * the site's trailing slash (next.config.ts), or undefined outside a page (tests).
 */
export function formPermalink(pathname: string | null): string | undefined {
  if (!pathname) return undefined;
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/**
 * The permalink for `useActionState(action, initial, permalink)`. Without one, React renders a
 * Server Action form with `action=""`, which HTML does not allow (the action must be a non-empty
 * URL); with it, the form posts to this page, which renders the outcome as before. The query
 * string is left out (reading it would make static pages render on the client only): a page whose
 * form depends on its query passes its full address as `explicit`.
 */
export function useFormPermalink(explicit?: string): string | undefined {
  const pathname = usePathname();
  return explicit ?? formPermalink(pathname);
}
