/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { useConsent } from "./consent-store";
import { useEmailSubscribed } from "./email-subscribed";
import { createPersistedFlag } from "./persisted-flag";
import { CONSENT_STORAGE_KEY, EMAIL_SUBSCRIBED_STORAGE_KEY } from "./storage-keys";

function ConsentProbe() {
  const [consent, setConsent] = useConsent();
  return (
    <div>
      <output data-testid="consent">{String(consent)}</output>
      <button type="button" onClick={() => setConsent(true)}>
        accept
      </button>
    </div>
  );
}

describe("persisted flags", () => {
  beforeEach(() => localStorage.clear());

  it("reads, writes and clears its own key", () => {
    const flag = createPersistedFlag("test:flag");
    expect(flag.read()).toBeNull();
    flag.write(true);
    expect(localStorage.getItem("test:flag")).toBe("true");
    expect(flag.read()).toBe(true);
    flag.write(false);
    expect(flag.read()).toBe(false);
    flag.clear();
    expect(localStorage.getItem("test:flag")).toBeNull();
  });

  it("reads a corrupt value as unknown", () => {
    localStorage.setItem("test:corrupt", "{not json");
    expect(createPersistedFlag("test:corrupt").read()).toBeNull();
  });

  it("keeps working when storage throws", () => {
    const flag = createPersistedFlag("test:blocked");
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    try {
      expect(() => flag.write(true)).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
  });

  it("renders null on the server whatever is stored", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "true");
    expect(renderToString(<ConsentProbe />)).toContain("null");
  });

  it("useConsent shows the stored answer after mount and stores a new one", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "false");
    render(<ConsentProbe />);
    expect(screen.getByTestId("consent")).toHaveTextContent("false");
    act(() => screen.getByRole("button", { name: "accept" }).click());
    expect(screen.getByTestId("consent")).toHaveTextContent("true");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("true");
  });

  it("follows another tab's change through the storage event", () => {
    function Subscribed() {
      const [subscribed] = useEmailSubscribed();
      return <output data-testid="subscribed">{String(subscribed)}</output>;
    }
    render(<Subscribed />);
    expect(screen.getByTestId("subscribed")).toHaveTextContent("null");
    act(() => {
      localStorage.setItem(EMAIL_SUBSCRIBED_STORAGE_KEY, "true");
      window.dispatchEvent(new StorageEvent("storage", { key: EMAIL_SUBSCRIBED_STORAGE_KEY }));
    });
    expect(screen.getByTestId("subscribed")).toHaveTextContent("true");
  });
});
