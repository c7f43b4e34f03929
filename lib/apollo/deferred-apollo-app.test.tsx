/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";

import { whenChromeExtrasMayLoad } from "@/lib/browser/chrome-extras";
import { REFRESH_TOKEN_KEY } from "@/lib/session/storage";

import { deferredApolloApp } from "./deferred-apollo-app";
import type { ApolloPart } from "./first-queries";

function Part() {
  return <p>the part</p>;
}

/** A part loader that counts its calls. */
function countingLoader() {
  const calls = { count: 0 };
  const loadParts = async (): Promise<ApolloPart[]> => {
    calls.count += 1;
    return [Part];
  };
  return { calls, loadParts };
}

afterEach(() => localStorage.clear());

test("with a stored session, the part's code is asked for in tasks after the page's module is evaluated, before anything renders, and only once", async () => {
  localStorage.setItem(REFRESH_TOKEN_KEY, "r");
  const { calls, loadParts } = countingLoader();
  const App = deferredApolloApp(loadParts, <p>loading</p>);
  expect(calls.count).toBe(0); // not in the module's own task
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(calls.count).toBe(1);
  render(<App />);
  expect(await screen.findByText("the part")).toBeInTheDocument();
  expect(calls.count).toBe(1);
});

test("without a session, nothing is loaded until the part renders", async () => {
  const { calls, loadParts } = countingLoader();
  const App = deferredApolloApp(loadParts, <p>loading</p>);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls.count).toBe(0);
  render(<App />);
  expect(screen.getByText("loading")).toBeInTheDocument();
  expect(await screen.findByText("the part")).toBeInTheDocument();
  expect(calls.count).toBe(1);
});

test("with a stored session, the chrome's optional parts wait until the part's first answers are in and the browser is idle", async () => {
  localStorage.setItem(REFRESH_TOKEN_KEY, "r");
  const { loadParts } = countingLoader();
  const idle: (() => void)[] = [];
  window.requestIdleCallback = (run: IdleRequestCallback) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 })) as number;
  try {
    deferredApolloApp(loadParts, <p>loading</p>);
    const chromePart = jest.fn();
    whenChromeExtrasMayLoad(chromePart);
    // The part (no first queries) has loaded and its answers are in: released when idle, not before.
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(chromePart).not.toHaveBeenCalled();
    idle[0]!();
    expect(chromePart).toHaveBeenCalledTimes(1);
  } finally {
    Reflect.deleteProperty(window, "requestIdleCallback");
  }
});

test("without a session, the chrome's optional parts are not held", () => {
  deferredApolloApp(countingLoader().loadParts, <p>loading</p>);
  const chromePart = jest.fn();
  whenChromeExtrasMayLoad(chromePart);
  expect(chromePart).toHaveBeenCalledTimes(1);
});
