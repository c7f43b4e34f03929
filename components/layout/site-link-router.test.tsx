/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";

import { SiteLink } from "./site-link";
import { SiteLinkRouter } from "./site-link-router";

const push = jest.fn();
const prefetch = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch }) }));

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

function renderSiteLinks() {
  return render(
    <>
      <nav>
        <SiteLink href="/accuracy/">
          <span>Accuracy</span>
        </SiteLink>
        <SiteLink href="/menu/#menu-calculators">Calculators</SiteLink>
        <SiteLink href="/rates/?range=1y#history" keepScroll>
          One year
        </SiteLink>
        <SiteLink href="/privacypolicy/" target="_blank">
          Privacy in a new tab
        </SiteLink>
        <SiteLink href="/data.csv" download>
          Download
        </SiteLink>
        <SiteLink href="https://example.org/">Elsewhere</SiteLink>
        <a href="/contact/">Not a site link</a>
      </nav>
      <SiteLinkRouter />
    </>,
  );
}

test("a site link is a plain link with its marker, and renders what it is given", () => {
  renderSiteLinks();
  const link = screen.getByRole("link", { name: "Accuracy" });
  expect(link).toHaveAttribute("href", "/accuracy/");
  expect(link).toHaveAttribute("data-site-link", "");
});

test("a plain click, on the link or inside it, opens the page with the router, hash kept", () => {
  renderSiteLinks();
  expect(fireEvent.click(screen.getByText("Accuracy"))).toBe(false); // default prevented
  expect(push).toHaveBeenLastCalledWith("/accuracy/");
  fireEvent.click(screen.getByRole("link", { name: "Calculators" }));
  expect(push).toHaveBeenLastCalledWith("/menu/#menu-calculators");
  expect(push).toHaveBeenCalledTimes(2);
});

test("a link that keeps the scroll position opens its page without scrolling", () => {
  renderSiteLinks();
  const link = screen.getByRole("link", { name: "One year" });
  expect(link).toHaveAttribute("data-keep-scroll", "");
  expect(screen.getByRole("link", { name: "Accuracy" })).not.toHaveAttribute("data-keep-scroll");
  fireEvent.click(link);
  expect(push).toHaveBeenLastCalledWith("/rates/?range=1y#history", { scroll: false });
});

test("new tabs, downloads, other sites, other links and taken clicks are left to the browser", () => {
  renderSiteLinks();
  const accuracy = screen.getByRole("link", { name: "Accuracy" });
  for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) {
    expect(fireEvent.click(accuracy, { [modifier]: true })).toBe(true);
  }
  expect(fireEvent.click(accuracy, { button: 1 })).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Privacy in a new tab" }))).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Download" }))).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }))).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Not a site link" }))).toBe(true);
  const taken = (event: MouseEvent) => event.preventDefault();
  accuracy.addEventListener("click", taken);
  fireEvent.click(accuracy);
  accuracy.removeEventListener("click", taken);
  expect(push).not.toHaveBeenCalled();
});

test("intent (pointer, focus, touch) prefetches a site link's page once; other links and sites are not prefetched", () => {
  renderSiteLinks();
  const accuracy = screen.getByRole("link", { name: "Accuracy" });
  fireEvent.pointerOver(screen.getByText("Accuracy"));
  fireEvent.focusIn(accuracy);
  fireEvent.touchStart(accuracy);
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith("/accuracy/");
  fireEvent.focusIn(screen.getByRole("link", { name: "Calculators" }));
  expect(prefetch).toHaveBeenLastCalledWith("/menu/#menu-calculators");
  fireEvent.pointerOver(screen.getByRole("link", { name: "Elsewhere" }));
  fireEvent.pointerOver(screen.getByRole("link", { name: "Not a site link" }));
  expect(prefetch).toHaveBeenCalledTimes(2);
});

test("unmounted, it leaves clicks alone", () => {
  const { unmount } = renderSiteLinks();
  const link = screen.getByRole("link", { name: "Accuracy" });
  unmount();
  document.body.append(link);
  expect(fireEvent.click(link)).toBe(true);
  expect(push).not.toHaveBeenCalled();
  link.remove();
});
