import { OneAtATime } from "./thumbnailQueue";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("vignettes faites une à une", () => {
  it("ne lance une tâche qu'une fois la précédente finie, dans l'ordre d'arrivée", async () => {
    const queue = new OneAtATime();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      events.push(`début ${name}`);
      await tick();
      await tick();
      events.push(`fin ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(["a", "b", "c"].map((name) => queue.run(task(name))));
    expect(results).toEqual(["a", "b", "c"]);
    expect(most).toBe(1);
    expect(events).toEqual(["début a", "fin a", "début b", "fin b", "début c", "fin c"]);
    expect(queue.pending).toBe(0);
  });

  it("une tâche en échec rejette sa propre promesse, et la suivante s'exécute", async () => {
    const queue = new OneAtATime();
    const failed = queue.run(async () => {
      throw new Error("image illisible");
    });
    const next = queue.run(async () => "suivante");
    await expect(failed).rejects.toThrow("image illisible");
    await expect(next).resolves.toBe("suivante");
  });

  it("compte les tâches en cours et en attente", async () => {
    const queue = new OneAtATime();
    let release!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = queue.run(async () => undefined);
    expect(queue.pending).toBe(2);
    await tick();
    release();
    await Promise.all([first, second]);
    expect(queue.pending).toBe(0);
  });
});
