import type { ImportRunProgress } from "../../db/schema";
import type { ImportProgress } from "./import-engine.server";

export type ProgressWriter = (progress: ImportRunProgress) => Promise<void>;

/**
 * Collects a run's progress (steps, bytes, rows, products) and hands it to `write` at most
 * every `intervalMs` – the run stores it in import_runs, whose trigger tells every app
 * process. Writes never overlap and never slow the import down: a write that is still
 * going when the next is due is simply followed by one more with the latest figures.
 */
export class ProgressTracker {
  private readonly progress: ImportRunProgress;
  private bytesDone = 0;
  private baseRows = 0;
  private baseProducts = 0;
  private engineFile = -1;
  private engineRows = 0;
  private engineProducts = 0;
  private lastWrite = 0;
  /** Writes run one after another on this chain; `queued` means one with fresh figures waits. */
  private chain: Promise<void> = Promise.resolve();
  private queued = false;

  constructor(
    private readonly options: {
      steps: number;
      totalBytes: number;
      productsTotal: number | null;
      write: ProgressWriter;
      intervalMs?: number;
      onWriteError?(error: unknown): void;
    },
  ) {
    this.progress = { step: 0, steps: options.steps, label: "", rowsRead: 0, productsDone: 0, productsTotal: options.productsTotal, fraction: 0 };
  }

  /** A new step (file or category) begins; `label` is shown as the current file or category. */
  startStep(step: number, label: string): void {
    this.closeEngineFile();
    this.engineFile = -1;
    this.progress.step = step;
    this.progress.label = label;
    this.schedule(true);
  }

  addBytes(bytes: number): void {
    this.bytesDone += bytes;
  }

  /** The engine's progress callback: per-file counts, folded into run totals. */
  engine = (progress: ImportProgress): void => {
    if (progress.fileIndex !== this.engineFile) {
      this.closeEngineFile();
      this.engineFile = progress.fileIndex;
      this.progress.label = progress.file;
    }
    this.engineRows = progress.rowsRead;
    this.engineProducts = progress.productsDone;
    this.schedule(false);
  };

  /** Counts a product checked without the engine (maintenance tools). */
  addProducts(count: number): void {
    this.baseProducts += count;
    this.schedule(false);
  }

  snapshot(): ImportRunProgress {
    const productsDone = this.baseProducts + this.engineProducts;
    const byBytes = this.options.totalBytes > 0 ? this.bytesDone / this.options.totalBytes : 0;
    const bySteps = this.options.steps > 0 ? Math.max(0, this.progress.step - 1) / this.options.steps : 0;
    const byProducts = this.options.productsTotal ? productsDone / this.options.productsTotal : 0;
    return {
      ...this.progress,
      rowsRead: this.baseRows + this.engineRows,
      productsDone,
      fraction: Math.min(1, Math.max(byBytes, bySteps, byProducts)),
    };
  }

  /** Writes the latest figures now and waits for every write to finish. */
  async flush(final = false): Promise<void> {
    if (final) this.progress.step = Math.max(this.progress.step, this.options.steps);
    this.chain = this.chain.then(() => this.writeNow(final));
    await this.chain;
  }

  private closeEngineFile(): void {
    this.baseRows += this.engineRows;
    this.baseProducts += this.engineProducts;
    this.engineRows = 0;
    this.engineProducts = 0;
  }

  private schedule(force: boolean): void {
    if (!force && Date.now() - this.lastWrite < (this.options.intervalMs ?? 400)) return;
    // A queued write reads the figures when it runs, so one is enough.
    if (this.queued) return;
    this.queued = true;
    this.chain = this.chain.then(() => {
      this.queued = false;
      return this.writeNow(false);
    });
  }

  private async writeNow(final: boolean): Promise<void> {
    this.lastWrite = Date.now();
    const snapshot = this.snapshot();
    if (final) snapshot.fraction = 1;
    try {
      await this.options.write(snapshot);
    } catch (error) {
      // Progress is informative; the run itself goes on.
      this.options.onWriteError?.(error);
    }
  }
}
