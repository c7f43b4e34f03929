/**
 * @jest-environment jsdom
 */
import { wakeOnIntent } from "./wake-on-intent";

describe("wakeOnIntent", () => {
  let part: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<button type="button">outside</button><div id="part"><label>Price <input name="price"></label></div>';
    part = document.getElementById("part")!;
  });

  it.each(["pointerover", "pointerdown", "touchstart", "focusin"])("wakes once, at a %s inside the part", (type) => {
    const wake = jest.fn();
    wakeOnIntent(part, wake);
    expect(wake).not.toHaveBeenCalled();
    part.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true }));
    part.dispatchEvent(new Event(type, { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("does not wake for what happens elsewhere on the page", () => {
    const wake = jest.fn();
    wakeOnIntent(part, wake);
    const outside = document.querySelector("button")!;
    outside.focus();
    outside.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
  });

  it("wakes at once when a field in the part has the focus already (typed into before the page hydrated)", () => {
    part.querySelector("input")!.focus();
    const wake = jest.fn();
    wakeOnIntent(part, wake);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when asked", () => {
    const wake = jest.fn();
    const stop = wakeOnIntent(part, wake);
    stop();
    part.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
  });
});
