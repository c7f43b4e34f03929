/**
 * @jest-environment jsdom
 */
// public/widget.js, the embed script: inserts the frame for its key and believes only resize
// messages from the widget's origin and from its own frame.
import fs from "node:fs";
import path from "node:path";

const SOURCE = fs.readFileSync(path.join(process.cwd(), "public/widget.js"), "utf8");
const ORIGIN = "https://calc.example";

function runScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = `${ORIGIN}/widget.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  // Runs the shipped file as the browser would (a classic script).
  new Function(SOURCE)();
  Object.defineProperty(document, "currentScript", { value: null, configurable: true });
  return script;
}

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("widget.js", () => {
  it("inserts the keyed iframe right after its script tag", () => {
    const script = runScript({ "data-key": "abc_DEF-123" });
    const frame = script.nextElementSibling as HTMLIFrameElement;
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.src).toBe(`${ORIGIN}/mortgage-calculator-widget/?key=abc_DEF-123`);
    expect(frame.title).toBe("Mortgage calculator");
    expect(frame.style.height).toBe("900px");
    // The embedding page's origin reaches the server as the frame's Referer (calculations count only from allowed pages).
    expect(frame.getAttribute("referrerpolicy")).toBe("origin");
  });

  it("puts the frame into data-target when given, and escapes the key", () => {
    const box = document.createElement("div");
    box.id = "calc";
    document.body.appendChild(box);
    runScript({ "data-key": "a&b=c", "data-target": "calc", "data-title": "Payment calculator" });
    const frame = box.querySelector("iframe")!;
    expect(frame.src).toBe(`${ORIGIN}/mortgage-calculator-widget/?key=a%26b%3Dc`);
    expect(frame.title).toBe("Payment calculator");
  });

  it("resizes only on its frame's messages from the widget's origin", () => {
    const script = runScript({ "data-key": "k" });
    const frame = script.nextElementSibling as HTMLIFrameElement;
    const own = frame.contentWindow;
    post({ type: "hmh-widget:resize", height: 1234.2 }, ORIGIN, own);
    expect(frame.style.height).toBe("1235px");
    post({ type: "hmh-widget:resize", height: 300 }, "https://evil.example", own);
    expect(frame.style.height).toBe("1235px");
    post({ type: "hmh-widget:resize", height: 300 }, ORIGIN, window);
    expect(frame.style.height).toBe("1235px");
    post({ type: "other", height: 300 }, ORIGIN, own);
    post({ type: "hmh-widget:resize", height: "300" }, ORIGIN, own);
    post(null, ORIGIN, own);
    expect(frame.style.height).toBe("1235px");
    post({ type: "hmh-widget:resize", height: 10 }, ORIGIN, own);
    expect(frame.style.height).toBe("200px");
    post({ type: "hmh-widget:resize", height: 1e9 }, ORIGIN, own);
    expect(frame.style.height).toBe("20000px");
  });

  it("keeps two widgets on one page apart", () => {
    const a = runScript({ "data-key": "one" }).nextElementSibling as HTMLIFrameElement;
    const b = runScript({ "data-key": "two" }).nextElementSibling as HTMLIFrameElement;
    post({ type: "hmh-widget:resize", height: 500 }, ORIGIN, b.contentWindow);
    expect(a.style.height).toBe("900px");
    expect(b.style.height).toBe("500px");
  });
});
