/** @jest-environment jsdom */
import { isSignedIn, syncSessionFromStorage } from "./session";
import { signedInPreloadScript } from "./signed-in-preload";
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from "./storage";

const URLS = ["/_next/static/chunks/apollo-1a2b.js", "/_next/static/chunks/signed-in-profile.3c4d.js"];

/** Runs the inline script as the page does; the preloads it added, as [as, href, fetchPriority]. */
function runScript(urls: readonly string[] = URLS): string[][] {
  for (const link of document.head.querySelectorAll("link")) link.remove();
  new Function(signedInPreloadScript(urls))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute("as") ?? "",
    link.getAttribute("href") ?? "",
    link.getAttribute("fetchpriority") ?? "",
  ]);
}

beforeEach(() => localStorage.clear());

describe("the signed-in preload script", () => {
  it("adds a low-priority script preload per file for a stored session, in order", () => {
    localStorage.setItem(TOKEN_KEY, "access-token");
    expect(runScript()).toEqual([
      ["script", URLS[0], "low"],
      ["script", URLS[1], "low"],
    ]);
  });

  it("reads the session as the site does: a refresh token alone is signed in, blank values are not", () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "refresh-token");
    expect(runScript()).toHaveLength(URLS.length);
    expect(isSignedIn()).toBe(true);
    localStorage.setItem(REFRESH_TOKEN_KEY, "  ");
    localStorage.setItem(TOKEN_KEY, "");
    expect(runScript()).toEqual([]);
    syncSessionFromStorage();
    expect(isSignedIn()).toBe(false);
  });

  it("adds nothing for a signed-out visitor, or when storage cannot be read", () => {
    expect(runScript()).toEqual([]);
    localStorage.setItem(TOKEN_KEY, "access-token");
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("storage disabled");
    });
    try {
      expect(runScript()).toEqual([]);
    } finally {
      getItem.mockRestore();
    }
  });

  it("cannot be closed by a file name", () => {
    const script = signedInPreloadScript(["/_next/static/chunks/</script><script>alert(1)</script>.js"]);
    expect(script).not.toContain("</script");
    localStorage.setItem(TOKEN_KEY, "access-token");
    expect(runScript(["/_next/static/chunks/</script>.js"])).toEqual([["script", "/_next/static/chunks/</script>.js", "low"]]);
  });
});
