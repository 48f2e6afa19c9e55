import { describe, expect, it } from "vitest";
import type { ImportRunProgress } from "../../db/schema";
import { ProgressTracker } from "./progress-tracker.server";

describe("progress of a run", () => {
  it("adds up rows and products over files and reports the share done", async () => {
    const written: ImportRunProgress[] = [];
    const tracker = new ProgressTracker({ steps: 2, totalBytes: 1000, productsTotal: 40, write: async (progress) => void written.push(progress), intervalMs: 0 });
    tracker.startStep(1, "a.csv");
    tracker.addBytes(250);
    tracker.engine({ file: "a.csv", fileIndex: 0, fileCount: 2, rowsRead: 50, productsDone: 10 });
    tracker.engine({ file: "a.csv", fileIndex: 0, fileCount: 2, rowsRead: 100, productsDone: 20 });
    expect(tracker.snapshot()).toMatchObject({ step: 1, label: "a.csv", rowsRead: 100, productsDone: 20, fraction: 0.5 });
    tracker.startStep(2, "b.csv");
    tracker.engine({ file: "b.csv", fileIndex: 1, fileCount: 2, rowsRead: 10, productsDone: 5 });
    expect(tracker.snapshot()).toMatchObject({ step: 2, label: "b.csv", rowsRead: 110, productsDone: 25, fraction: 25 / 40 });
    await tracker.flush(true);
    expect(written.at(-1)).toMatchObject({ step: 2, steps: 2, fraction: 1, productsDone: 25 });
  });

  it("never writes twice at once and ends with the latest figures", async () => {
    let active = 0;
    let overlapped = false;
    const written: number[] = [];
    const tracker = new ProgressTracker({
      steps: 1,
      totalBytes: 0,
      productsTotal: null,
      intervalMs: 0,
      write: async (progress) => {
        active++;
        if (active > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(progress.productsDone);
        active--;
      },
    });
    tracker.startStep(1, "x");
    for (let count = 1; count <= 50; count++) tracker.addProducts(1);
    await tracker.flush();
    expect(overlapped).toBe(false);
    expect(written.at(-1)).toBe(50);
    expect(written.length).toBeLessThan(50);
  });

  it("keeps going when a progress write fails", async () => {
    const failures: unknown[] = [];
    const tracker = new ProgressTracker({ steps: 1, totalBytes: 0, productsTotal: null, intervalMs: 0, write: () => Promise.reject(new Error("weg")), onWriteError: (error) => failures.push(error) });
    tracker.startStep(1, "x");
    await expect(tracker.flush(true)).resolves.toBeUndefined();
    expect(failures.length).toBeGreaterThan(0);
  });
});
