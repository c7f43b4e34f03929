/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";

import { ChromeLink } from "./chrome-link";
import { ChromeLinkRouter } from "./chrome-link-router";

const push = jest.fn();
const prefetch = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch }) }));

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

function renderChrome() {
  return render(
    <>
      <nav>
        <ChromeLink href="/accuracy/">
          <span>Accuracy</span>
        </ChromeLink>
        <ChromeLink href="/menu/#menu-calculators">Calculators</ChromeLink>
        <ChromeLink href="/privacypolicy/" target="_blank">
          Privacy in a new tab
        </ChromeLink>
        <ChromeLink href="/data.csv" download>
          Download
        </ChromeLink>
        <ChromeLink href="https://example.org/">Elsewhere</ChromeLink>
        <a href="/contact/">Not the chrome</a>
      </nav>
      <ChromeLinkRouter />
    </>,
  );
}

test("a chrome link is a plain link with its marker, and renders what it is given", () => {
  renderChrome();
  const link = screen.getByRole("link", { name: "Accuracy" });
  expect(link).toHaveAttribute("href", "/accuracy/");
  expect(link).toHaveAttribute("data-chrome-link", "");
});

test("a plain click, on the link or inside it, opens the page with the router, hash kept", () => {
  renderChrome();
  expect(fireEvent.click(screen.getByText("Accuracy"))).toBe(false); // default prevented
  expect(push).toHaveBeenLastCalledWith("/accuracy/");
  fireEvent.click(screen.getByRole("link", { name: "Calculators" }));
  expect(push).toHaveBeenLastCalledWith("/menu/#menu-calculators");
  expect(push).toHaveBeenCalledTimes(2);
});

test("new tabs, downloads, other sites, other links and taken clicks are left to the browser", () => {
  renderChrome();
  const accuracy = screen.getByRole("link", { name: "Accuracy" });
  for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) {
    expect(fireEvent.click(accuracy, { [modifier]: true })).toBe(true);
  }
  expect(fireEvent.click(accuracy, { button: 1 })).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Privacy in a new tab" }))).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Download" }))).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }))).toBe(true);
  expect(fireEvent.click(screen.getByRole("link", { name: "Not the chrome" }))).toBe(true);
  const taken = (event: MouseEvent) => event.preventDefault();
  accuracy.addEventListener("click", taken);
  fireEvent.click(accuracy);
  accuracy.removeEventListener("click", taken);
  expect(push).not.toHaveBeenCalled();
});

test("intent (pointer, focus, touch) prefetches a chrome link's page once; other links and sites are not prefetched", () => {
  renderChrome();
  const accuracy = screen.getByRole("link", { name: "Accuracy" });
  fireEvent.pointerOver(screen.getByText("Accuracy"));
  fireEvent.focusIn(accuracy);
  fireEvent.touchStart(accuracy);
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith("/accuracy/");
  fireEvent.focusIn(screen.getByRole("link", { name: "Calculators" }));
  expect(prefetch).toHaveBeenLastCalledWith("/menu/#menu-calculators");
  fireEvent.pointerOver(screen.getByRole("link", { name: "Elsewhere" }));
  fireEvent.pointerOver(screen.getByRole("link", { name: "Not the chrome" }));
  expect(prefetch).toHaveBeenCalledTimes(2);
});

test("unmounted, it leaves clicks alone", () => {
  const { unmount } = renderChrome();
  const link = screen.getByRole("link", { name: "Accuracy" });
  unmount();
  document.body.append(link);
  expect(fireEvent.click(link)).toBe(true);
  expect(push).not.toHaveBeenCalled();
  link.remove();
});
