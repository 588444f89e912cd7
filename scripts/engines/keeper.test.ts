import { describe, expect, it } from 'vitest';
import type { Engine, EngineName } from './engine';
import { EngineKeeper } from './keeper';

/** Engines that are alive until told they died, numbered by launch. */
function launches() {
  const started: { id: number; dead: boolean; closed: boolean }[] = [];
  const launch = async (name: EngineName): Promise<Engine> => {
    const state = { id: started.length + 1, dead: false, closed: false };
    started.push(state);
    return {
      name,
      version: `v${state.id}`,
      pid: state.id,
      alive: async () => !state.dead,
      newPage: () => Promise.reject(new Error('not used')),
      close: async () => {
        state.closed = true;
      },
    };
  };
  return { started, launch };
}

describe('the engine keeper', () => {
  it('starts the engine again when it died mid-journey, retries that journey once in the new one and says so', async () => {
    const { started, launch } = launches();
    const reported: string[] = [];
    const keeper = new EngineKeeper('webkit', launch, (line) => reported.push(line));
    await keeper.start();
    const ranIn: string[] = [];
    await keeper.run('webkit: / loads', async (engine) => {
      ranIn.push(engine.version);
      if (engine.version === 'v1') {
        started[0]!.dead = true;
        throw new Error('WebKitWebDriver GET /url: invalid session id\nmore');
      }
    });
    expect(ranIn).toEqual(['v1', 'v2']);
    expect(started.map(({ closed }) => closed)).toEqual([true, false]);
    expect(reported).toEqual([
      '⟳ WebKitGTK (WebKit) murió durante «webkit: / loads» (WebKitWebDriver GET /url: invalid session id): reiniciado, el recorrido se repite una vez',
    ]);
  });

  it('does not retry a journey that failed while the engine lives', async () => {
    const { started, launch } = launches();
    const reported: string[] = [];
    const keeper = new EngineKeeper('firefox', launch, (line) => reported.push(line));
    await keeper.start();
    await expect(
      keeper.run('firefox: the drawer', async () => {
        throw new Error('expected 1 to be 2');
      }),
    ).rejects.toThrow('expected 1 to be 2');
    expect(started).toHaveLength(1);
    expect(reported).toEqual([]);
  });

  it('retries only once: a journey whose engine dies again fails', async () => {
    const { started, launch } = launches();
    const keeper = new EngineKeeper('webkit', launch, () => undefined);
    await keeper.start();
    await expect(
      keeper.run('webkit: the forms', async (engine) => {
        started.at(-1)!.dead = true;
        throw new Error(`session of ${engine.version} gone`);
      }),
    ).rejects.toThrow('session of v2 gone');
    expect(started).toHaveLength(2);
  });
});
