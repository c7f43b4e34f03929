/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import { holdChromeExtras, useChromeExtrasMayLoad, whenChromeExtrasMayLoad } from "./chrome-extras";

function Extra() {
  return <p>{useChromeExtrasMayLoad() ? "loaded" : "waiting"}</p>;
}

afterEach(() => jest.useRealTimers());

describe("the chrome's optional parts", () => {
  it("load at once on a page that holds nothing", async () => {
    const run = jest.fn();
    whenChromeExtrasMayLoad(run);
    expect(run).toHaveBeenCalledTimes(1);
    render(<Extra />);
    expect(await screen.findByText("loaded")).toBeInTheDocument();
  });

  it("wait for every hold to be released, each release counting once", async () => {
    const first = holdChromeExtras();
    const second = holdChromeExtras();
    const run = jest.fn();
    const cancelled = jest.fn();
    whenChromeExtrasMayLoad(run);
    whenChromeExtrasMayLoad(cancelled)();
    render(<Extra />);
    await act(() => Promise.resolve());
    expect(screen.getByText("waiting")).toBeInTheDocument();
    first();
    first();
    expect(run).not.toHaveBeenCalled();
    await act(async () => second());
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    expect(screen.getByText("loaded")).toBeInTheDocument();
  });

  it("are held for a limited time only, so a page that never finishes cannot keep them away", () => {
    jest.useFakeTimers();
    const release = holdChromeExtras(5_000);
    const run = jest.fn();
    whenChromeExtrasMayLoad(run);
    jest.advanceTimersByTime(4_999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
