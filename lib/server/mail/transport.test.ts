import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { outboxDirectory, transmit } from "./transport";

// The configuration is read on first use, so this test's environment is set before any mail.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-outbox-"));
process.env.DATA_DIR = dataDir;
process.env.SMTP_URL = "off";

const message = (n: number) => ({
  to: `buyer${n}@example.com`,
  subject: "Confirm your email",
  text: "x".repeat(20_000),
  html: `<p>${"x".repeat(20_000)}</p>`,
  links: [`http://localhost:3000/confirm-email/?token=t${n}`],
  template: "confirm-email",
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the outbox (SMTP_URL off)", () => {
  it("a reader listing the outbox while mail is being written only ever sees whole messages", async () => {
    const directory = outboxDirectory();
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        if (fs.existsSync(directory)) {
          for (const name of fs.readdirSync(directory).filter((file) => file.endsWith(".json"))) {
            const text = fs.readFileSync(path.join(directory, name), "utf8");
            expect(() => JSON.parse(text)).not.toThrow();
            reads += 1;
          }
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(Array.from({ length: 40 }, (_, n) => transmit(message(n))));
    writing = false;
    await reader;

    const files = fs.readdirSync(directory);
    expect(files).toHaveLength(40);
    expect(files.every((file) => file.endsWith(".json"))).toBe(true);
    const recipients = files.map((file) => (JSON.parse(fs.readFileSync(path.join(directory, file), "utf8")) as { to: string }).to).sort();
    expect(recipients).toEqual(Array.from({ length: 40 }, (_, n) => `buyer${n}@example.com`).sort());
    expect(reads).toBeGreaterThan(0);
  });
});
