/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import { syncSessionFromStorage } from "@/lib/session/session";
import { endSession, startSession } from "@/lib/session/session-writes";

import { AccountNavLink } from "./account-nav-link";

jest.mock("next/navigation", () => ({ usePathname: () => "/profile/" }));

beforeEach(() => {
  localStorage.clear();
  syncSessionFromStorage();
});

test("signed out: 'Sign in' linking to /sign-in/", () => {
  render(<AccountNavLink />);
  const link = screen.getByRole("link", { name: "Sign in" });
  expect(link).toHaveAttribute("href", "/sign-in/");
  expect(link).not.toHaveAttribute("aria-current");
});

test("signed in: 'Profile' linking to /profile/, marked current on the profile page", () => {
  localStorage.setItem("refreshToken", "r");
  syncSessionFromStorage(); // what a page load does
  render(<AccountNavLink className="nav" />);
  const link = screen.getByRole("link", { name: "Profile" });
  expect(link).toHaveAttribute("href", "/profile/");
  expect(link).toHaveAttribute("aria-current", "page");
  expect(link).toHaveClass("nav");
});

test("follows sign-in and sign-out without a reload", () => {
  render(<AccountNavLink />);
  expect(screen.getByRole("link")).toHaveTextContent("Sign in");
  act(() => {
    startSession({ accessToken: "a", refreshToken: "r" });
  });
  expect(screen.getByRole("link")).toHaveTextContent("Profile");
  act(() => {
    endSession({ navigate: () => undefined });
  });
  expect(screen.getByRole("link")).toHaveTextContent("Sign in");
});
