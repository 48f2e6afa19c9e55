import { describe, expect, it } from "vitest";
import { createRng, hashSeed, mulberry32 } from "./prng";

describe("seeded randomness", () => {
  it("repeats the same sequence for the same key", () => {
    const first = createRng("category/trail-fullys/3");
    const second = createRng("category/trail-fullys/3");
    expect(Array.from({ length: 20 }, () => first.next())).toEqual(Array.from({ length: 20 }, () => second.next()));
    expect(hashSeed("a")).not.toBe(hashSeed("b"));
  });

  it("stays in range", () => {
    const next = mulberry32(42);
    const rng = createRng("range");
    for (let index = 0; index < 1000; index++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = rng.int(3, 7);
      expect(int).toBeGreaterThanOrEqual(3);
      expect(int).toBeLessThanOrEqual(7);
    }
  });

  it("samples distinct items in their original order", () => {
    const rng = createRng("sample");
    const picked = rng.sample(["a", "b", "c", "d", "e"], 3);
    expect(picked).toHaveLength(3);
    expect([...picked].sort()).toEqual(picked);
    expect(rng.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});
