/**
 * An engine kept running for a test file: when its browser or driver dies mid-journey (a WebDriver
 * session gone, after which every command fails within milliseconds), it is started again and
 * that journey retried once in the new one, saying so. A journey that fails while the engine lives
 * fails: a broken page earns no retry, only a dead browser does.
 */
import { type Engine, type EngineName, engineLabels } from './engine';
import { launchEngine } from './launch';

/** The first line of what a failure said. */
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

export class EngineKeeper {
  private current: Engine | undefined;

  constructor(
    readonly name: EngineName,
    private readonly launch: (name: EngineName) => Promise<Engine> = launchEngine,
    private readonly report: (line: string) => void = (line) => console.warn(line),
  ) {}

  get engine(): Engine {
    if (!this.current) throw new Error(`${this.name} no ha iniciado`);
    return this.current;
  }

  async start(): Promise<void> {
    this.current = await this.launch(this.name);
  }

  /** Runs `journey` (called `title` in the report); once more in a new engine if this one died. */
  async run(title: string, journey: (engine: Engine) => Promise<void>): Promise<void> {
    try {
      await journey(this.engine);
    } catch (error) {
      if (await this.engine.alive()) throw error;
      this.report(
        `⟳ ${engineLabels[this.name]} murió durante «${title}» (${firstLine(error)}): reiniciado, el recorrido se repite una vez`,
      );
      await this.engine.close().catch(() => undefined);
      await this.start();
      await journey(this.engine);
    }
  }

  async close(): Promise<void> {
    await this.current?.close();
  }
}
