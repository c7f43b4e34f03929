import { formatUsPhone } from "./phone";

describe("formatUsPhone", () => {
  it("writes ten digits as (XXX) XXX-XXXX, however they were typed", () => {
    expect(formatUsPhone("512.555.0142")).toBe("(512) 555-0142");
    expect(formatUsPhone("+1 512 555 0142")).toBe("(512) 555-0142");
    expect(formatUsPhone("(512)555-0142")).toBe("(512) 555-0142");
  });

  it("leaves a number that is not a US one as it was typed", () => {
    expect(formatUsPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatUsPhone("555-0142")).toBe("555-0142");
  });
});
