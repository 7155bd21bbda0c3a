import { dottedOrderSegment } from "../../src/tracing/dotted-order";

describe("dottedOrderSegment", () => {
  it("writes the start (UTC, to the millisecond), a 3-digit sequence, Z and the id", () => {
    expect(dottedOrderSegment(Date.UTC(2026, 10, 25, 18, 33, 25, 716), 1, "span-1")).toBe("20261125T183325716001Zspan-1");
    expect(dottedOrderSegment(Date.UTC(2026, 10, 25, 18, 33, 25, 7), 1234, "span-2")).toBe("20261125T183325007234Zspan-2");
  });

  it("moves on with the second, also back and forth (the date and second are reused only within one second)", () => {
    expect(dottedOrderSegment(Date.UTC(2026, 10, 25, 23, 59, 59, 999), 7, "a")).toBe("20261125T235959999007Za");
    expect(dottedOrderSegment(Date.UTC(2026, 10, 26, 0, 0, 0, 0), 8, "b")).toBe("20261126T000000000008Zb");
    expect(dottedOrderSegment(Date.UTC(2026, 10, 25, 23, 59, 59, 998), 9, "c")).toBe("20261125T235959998009Zc");
  });
});
