/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import { syncSessionFromStorage } from "@/lib/session/session";
import { endSession, startSession } from "@/lib/session/session-writes";

import { FooterAccountLinks } from "./footer-account-links";

beforeEach(() => {
  localStorage.clear();
  syncSessionFromStorage();
});

const names = () => screen.getAllByRole("link").map((link) => link.textContent);

test("signed out: Sign in and Create an account", () => {
  render(
    <ul>
      <FooterAccountLinks />
    </ul>,
  );
  expect(names()).toEqual(["Sign in", "Create an account"]);
});

test("signed in: what a signed-in visitor needs, in as many rows (no layout shift), never a sign-in offer", () => {
  localStorage.setItem("refreshToken", "r");
  syncSessionFromStorage();
  render(
    <ul>
      <FooterAccountLinks />
    </ul>,
  );
  expect(names()).toEqual(["Profile", "Saved homes"]);
  expect(screen.getAllByRole("link")[0]?.getAttribute("href")).toMatch(/^\/profile\/?$/);
  expect(screen.getAllByRole("link")[1]?.getAttribute("href")).toMatch(/^\/saved-homes\/?$/);
});

test("follows sign-in and sign-out without a reload", () => {
  render(
    <ul>
      <FooterAccountLinks />
    </ul>,
  );
  act(() => startSession({ accessToken: "a", refreshToken: "r" }));
  expect(names()).toEqual(["Profile", "Saved homes"]);
  act(() => endSession({ navigate: () => undefined }));
  expect(names()).toEqual(["Sign in", "Create an account"]);
});
