/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { syncSessionFromStorage } from "@/lib/session/session";
import { endSession, startSession } from "@/lib/session/session-writes";

import { daysLeftSentence } from "@/lib/session/confirm-email-prepaint";

import { ConfirmEmailBanner } from "./confirm-email-banner";

const resendConfirmationEmail = jest.fn<Promise<{ ok: boolean; message: string }>, []>();
jest.mock("@/lib/apollo/account-actions", () => ({ resendConfirmationEmail: () => resendConfirmationEmail() }));

const DAY = 86_400_000;

beforeEach(() => {
  localStorage.clear();
  syncSessionFromStorage();
  resendConfirmationEmail.mockReset();
});

test("hidden when signed out, or signed in with a confirmed address", () => {
  const { container } = render(<ConfirmEmailBanner />);
  expect(container).toBeEmptyDOMElement();
  act(() => {
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: null });
  });
  expect(container).toBeEmptyDOMElement();
});

test("shows the days left while the address is unconfirmed, and hides after sign-out", () => {
  startSession({
    accessToken: "a",
    refreshToken: "r",
    mustConfirmEmailDaysLeft: 7,
    mustConfirmEmailExpiration: new Date(Date.now() + 6.5 * DAY).toISOString(),
  });
  render(<ConfirmEmailBanner />);
  const banner = screen.getByRole("region", { name: "Email confirmation" });
  expect(banner).toHaveTextContent("Please confirm your email address.");
  expect(banner).toHaveTextContent("You have 7 days left");
  act(() => {
    endSession({ navigate: () => undefined });
  });
  expect(screen.queryByRole("region", { name: "Email confirmation" })).toBeNull();
});

test("the resend button reports the result in a live region", async () => {
  resendConfirmationEmail.mockResolvedValue({ ok: true, message: "Sent. Check your inbox." });
  startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: 3 });
  render(<ConfirmEmailBanner />);
  fireEvent.click(screen.getByRole("button", { name: "Resend confirmation email" }));
  expect(await screen.findByText("Sent. Check your inbox.")).toHaveAttribute("role", "status");
  expect(resendConfirmationEmail).toHaveBeenCalledTimes(1);
});

test("a failed resend says so", async () => {
  resendConfirmationEmail.mockRejectedValue(new Error("offline"));
  startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: 3 });
  render(<ConfirmEmailBanner />);
  fireEvent.click(screen.getByRole("button", { name: "Resend confirmation email" }));
  expect(await screen.findByText(/could not reach the server/)).toHaveClass("field-error");
});

test("sentences", () => {
  expect(daysLeftSentence(1)).toBe("You have 1 day left; after that, you will need to confirm it before you can sign in.");
  expect(daysLeftSentence(5)).toMatch(/^You have 5 days left/);
  expect(daysLeftSentence(0)).toMatch(/run out/);
});
