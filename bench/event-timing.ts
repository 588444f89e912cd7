/**
 * What the visit reads from the page about its own responsiveness, and how it reads it.
 *
 * Interaction latency is the Event Timing API's, grouped as INP groups it: every `event` entry of
 * at least 16 ms (the API's floor) that carries an `interactionId` belongs to one interaction (the
 * pointerdown, pointerup and click of a tap share it), whose latency is the longest of its
 * entries' durations — from the input's hardware timestamp to the next frame painted after its
 * handlers ran. The page's INP is its worst interaction (with fewer than 50 interactions, INP takes
 * no percentile). Long tasks are the Long Tasks API's (50 ms and more).
 *
 * The recorder runs in every document before the page's own scripts (an init script), so nothing
 * the page does can hide from it; the pure functions below turn what it saw into figures and are
 * unit-tested (bench/visit.test.ts).
 */

/** The fields the bench keeps of one `event` entry. */
export interface EventEntry {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly duration: number;
}

/** The fields the bench keeps of one `longtask` entry. */
export interface TaskEntry {
  readonly startTime: number;
  readonly duration: number;
}

/** A `toggle` event the page fired: a popover or a `<details>` opening or closing. */
export interface ToggleRecord {
  /** The popover's id, or the text of the `<details>`' summary. */
  readonly target: string;
  readonly newState: 'open' | 'closed';
}

/** Everything the recorder has seen, read once at the end of a visit. */
export interface PageRecord {
  readonly events: readonly EventEntry[];
  readonly tasks: readonly TaskEntry[];
  readonly toggles: readonly ToggleRecord[];
  /** The `timeStamp` of every pointerdown, in order: one per tap. */
  readonly taps: readonly number[];
  /** The navigation's loadEventEnd, on the same clock as the entries. */
  readonly loadEventEnd: number;
}

/** The Event Timing API reports nothing shorter; a faster interaction leaves no entry. */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Installed with context.addInitScript (plain JavaScript: it runs in the page). `buffered: true`
 * also delivers what happened before the observer existed; `read()` takes the records not yet
 * delivered to the callbacks, so nothing queued at the end of the visit is lost.
 */
export const pageRecorder = `(() => {
  const record = { events: [], tasks: [], toggles: [], taps: [] };
  const keepEvents = (entries) => { for (const e of entries) record.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration }); };
  const keepTasks = (entries) => { for (const e of entries) record.tasks.push({ startTime: e.startTime, duration: e.duration }); };
  const events = new PerformanceObserver((list) => keepEvents(list.getEntries()));
  events.observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true });
  const tasks = new PerformanceObserver((list) => keepTasks(list.getEntries()));
  tasks.observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), { capture: true });
  // toggle does not bubble: a capture listener on window sees every popover and <details>.
  addEventListener('toggle', (event) => {
    const el = event.target;
    const target = el instanceof HTMLDetailsElement ? (el.querySelector('summary')?.textContent ?? '').trim() : el.id;
    record.toggles.push({ target, newState: event.newState });
  }, { capture: true });
  window.__benchRecord = () => {
    keepEvents(events.takeRecords());
    keepTasks(tasks.takeRecords());
    const navigation = performance.getEntriesByType('navigation')[0];
    return { ...record, loadEventEnd: navigation ? navigation.loadEventEnd : 0 };
  };
})()`;

/** In-page expression that returns the PageRecord. */
export const readPageRecord = 'window.__benchRecord()';

export interface Interaction {
  readonly interactionId: number;
  /** The earliest entry's startTime: the input's timestamp. */
  readonly startTime: number;
  /** The longest entry's duration: what INP counts for this interaction. */
  readonly latency: number;
}

/** Groups `event` entries into interactions, in the order they began. */
export function groupInteractions(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue; // pointerover, touchstart…: part of no interaction
    const seen = byId.get(entry.interactionId);
    byId.set(entry.interactionId, {
      interactionId: entry.interactionId,
      startTime: Math.min(seen?.startTime ?? Infinity, entry.startTime),
      latency: Math.max(seen?.latency ?? 0, entry.duration),
    });
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/** The page's INP: its worst interaction; 0 when every one was under the API's floor. */
export function interactionToNextPaint(interactions: readonly Interaction[]): number {
  return Math.max(0, ...interactions.map((interaction) => interaction.latency));
}

/**
 * The entries of one tap begin within this long of its pointerdown (a synthetic tap's pointerup
 * and click follow within a millisecond; a person's within a tenth of a second).
 */
const ONE_TAP_MS = 100;

/**
 * Each tap's latency: the interaction that began with it (its pointerdown's timestamp, or when
 * the pointerdown itself stayed under the floor, its pointerup or click a moment later). 0 when
 * the tap left no entry, that is when it was answered within the floor.
 */
export function tapLatencies(
  interactions: readonly Interaction[],
  tapTimes: readonly number[],
): number[] {
  return tapTimes.map((tapAt, index) => {
    const next = tapTimes[index + 1] ?? Infinity;
    const own = interactions.filter(
      (interaction) =>
        interaction.startTime >= tapAt &&
        interaction.startTime < Math.min(next, tapAt + ONE_TAP_MS),
    );
    return Math.max(0, ...own.map((interaction) => interaction.latency));
  });
}

/** The Long Tasks API reports no task shorter than this. */
export const LONG_TASK_FLOOR_MS = 50;

/**
 * The longest main-thread work, in one task, after `load` ended (loadEventEnd): a task that began
 * later counts whole; the one that was running as load ended (the task that fired it, mostly the
 * parser's last one) counts with what it still ran after load, since what came before is the
 * load itself, which longestTaskWhileLoading reports. 0 when nothing after load lasted 50 ms.
 */
export function longestTaskAfter(tasks: readonly TaskEntry[], loadEventEnd: number): number {
  const afterLoad = tasks.map(
    (task) => task.startTime + task.duration - Math.max(task.startTime, loadEventEnd),
  );
  return Math.max(0, ...afterLoad.filter((ms) => ms >= LONG_TASK_FLOOR_MS));
}

/**
 * The longest task that began before `load` ended, whole (the one that fired load included): what
 * a tap during the load would have waited for. 0 when none lasted 50 ms.
 */
export function longestTaskWhileLoading(tasks: readonly TaskEntry[], loadEventEnd: number): number {
  return Math.max(
    0,
    ...tasks.filter((task) => task.startTime < loadEventEnd).map((task) => task.duration),
  );
}

/**
 * Whether each expected answer happened: the k-th expected toggle target opened, in order (a
 * target may open only after the one before it did). `expected` names popovers by id and
 * `<details>` by their summary's text, as ToggleRecord does.
 */
export function answered(toggles: readonly ToggleRecord[], expected: readonly string[]): boolean[] {
  let from = 0;
  return expected.map((target) => {
    const at = toggles.findIndex(
      (toggle, index) => index >= from && toggle.target === target && toggle.newState === 'open',
    );
    if (at === -1) return false;
    from = at + 1;
    return true;
  });
}
