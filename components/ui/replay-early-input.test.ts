/**
 * @jest-environment jsdom
 */
import { recordEarlyClicks, replayEarlyClicks } from "./replay-early-input";

describe("early clicks", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="island">
        <button type="button" id="expand"><span>+</span> Year 1</button>
        <button type="button" id="share">Share</button>
        <button type="submit" id="submit">Calculate</button>
      </div>
      <button type="button" id="outside">Menu</button>`;
  });
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;

  it("notes each button pressed in the island, once and in order, and leaves submit buttons and the rest of the page alone", () => {
    const stop = recordEarlyClicks(byId("island"));
    byId("share").click();
    byId("expand").querySelector("span")!.click();
    byId("share").click();
    byId("submit").click();
    byId("outside").click();
    expect(stop()).toEqual([byId("share"), byId("expand")]);
  });

  it("notes nothing once stopped", () => {
    const stop = recordEarlyClicks(byId("island"));
    expect(stop()).toEqual([]);
    byId("share").click();
    expect(stop()).toEqual([]);
  });

  it("presses them again, except one gone from the page or disabled", () => {
    const pressed: string[] = [];
    document.addEventListener("click", (event) => pressed.push((event.target as HTMLElement).id));
    byId("share").disabled = true;
    const gone = byId("expand");
    gone.remove();
    replayEarlyClicks([byId("share"), gone, byId("outside")]);
    expect(pressed).toEqual(["outside"]);
  });
});
