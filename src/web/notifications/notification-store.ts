import type { Notice } from '@contract/common';

/** A notice on screen, with the id its close button removes it by. */
export interface ShownNotice {
  id: number;
  notice: Notice;
  /** Still to survive the next navigation (the notice was flagged `preserveRouteChange`). */
  keepOnNextNavigation: boolean;
}

const sameNotice = (a: Notice, b: Notice): boolean =>
  a.type === b.type &&
  a.title === b.title &&
  a.message === b.message &&
  JSON.stringify(a.values) === JSON.stringify(b.values);

/** A notice on the same subject (title) that says something else than the one on screen. */
const isNewerWord = (shown: Notice, next: Notice): boolean =>
  shown.title === next.title && shown.message !== next.message;

/**
 * The notifications on screen (both specs: type warning, info or error, a close button; they clear
 * after navigation unless preserved). A notice flagged `preserveRouteChange` survives exactly one
 * navigation: the one its machine starts right after emitting it (e.g. "product not available",
 * then categories). The same notice twice is shown once; a notice under the same title as a shown one
 * but with another message is the newer word on that subject (a second promotion code's answer after
 * the first's) and takes its place, while notices of one kind about different things (two products
 * no longer available) stay side by side.
 */
export class NotificationStore {
  private shown: readonly ShownNotice[] = [];
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly ShownNotice[] => this.shown;

  push(notice: Notice): void {
    const existing = this.shown.find((entry) => sameNotice(entry.notice, notice));
    if (existing) {
      if (notice.preserveRouteChange && !existing.keepOnNextNavigation) {
        this.update(
          this.shown.map((entry) => (entry === existing ? { ...entry, keepOnNextNavigation: true } : entry)),
        );
      }
      return;
    }
    const entry = { id: this.nextId++, notice, keepOnNextNavigation: notice.preserveRouteChange };
    const current = this.shown.filter((shown) => !isNewerWord(shown.notice, notice));
    this.update([...current, entry]);
  }

  dismiss(id: number): void {
    this.update(this.shown.filter((entry) => entry.id !== id));
  }

  /** A navigation happened: unflagged notices go, flagged ones stay once more. */
  navigated(): void {
    if (this.shown.length === 0) return;
    this.update(
      this.shown
        .filter((entry) => entry.keepOnNextNavigation)
        .map((entry) => ({ ...entry, keepOnNextNavigation: false })),
    );
  }

  private update(next: readonly ShownNotice[]): void {
    this.shown = next;
    for (const listener of this.listeners) listener();
  }
}
