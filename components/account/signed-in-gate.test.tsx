/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { syncSessionFromStorage } from "@/lib/session/session";
import { endSession } from "@/lib/session/session-writes";

import { SignedInGate } from "./signed-in-gate";

const redirects: string[] = [];

beforeEach(() => {
  localStorage.clear();
  syncSessionFromStorage();
  redirects.length = 0;
});

function gate(redirectTo?: string) {
  return (
    <SignedInGate loading="Loading your homes…" signedOut={<p>Please sign in.</p>} redirectTo={redirectTo} navigate={(to) => redirects.push(to)}>
      <p>Your homes</p>
    </SignedInGate>
  );
}

test("the server renders the loading line only: the session is in the browser", () => {
  localStorage.setItem("refreshToken", "r");
  syncSessionFromStorage();
  const html = renderToString(gate("/sign-in/?next=/saved-homes/"));
  expect(html).toContain("Loading your homes…");
  expect(html).not.toContain("Your homes");
  expect(html).not.toContain("Please sign in.");
});

test("signed in: the signed-in part, and no redirect", () => {
  localStorage.setItem("refreshToken", "r");
  syncSessionFromStorage();
  render(gate("/sign-in/?next=/saved-homes/"));
  expect(screen.getByText("Your homes")).toBeInTheDocument();
  expect(redirects).toEqual([]);
});

test("signed out with a sign-in path: the signed-out content and a full load of that path", () => {
  render(gate("/sign-in/?next=/saved-homes/"));
  expect(screen.getByText("Please sign in.")).toBeInTheDocument();
  expect(screen.queryByText("Your homes")).not.toBeInTheDocument();
  expect(redirects).toEqual(["/sign-in/?next=/saved-homes/"]);
});

test("signed out without one: the signed-out content, staying on the page", () => {
  render(gate());
  expect(screen.getByText("Please sign in.")).toBeInTheDocument();
  expect(redirects).toEqual([]);
});

test("signing out on the page unmounts the signed-in part and sends the visitor on", () => {
  localStorage.setItem("refreshToken", "r");
  syncSessionFromStorage();
  render(gate("/sign-in/?next=/saved-homes/"));
  expect(screen.getByText("Your homes")).toBeInTheDocument();
  act(() => void endSession({ navigate: () => undefined }));
  expect(screen.queryByText("Your homes")).not.toBeInTheDocument();
  expect(screen.getByText("Please sign in.")).toBeInTheDocument();
  expect(redirects).toEqual(["/sign-in/?next=/saved-homes/"]);
});
