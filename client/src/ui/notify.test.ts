const create = jest.fn();
const dismiss = jest.fn();
jest.mock("@chakra-ui/react", () => ({
  createToaster: () => ({ create: (...args: unknown[]) => create(...args), dismiss: (...args: unknown[]) => dismiss(...args) }),
}));

import { notify } from "./notify";

describe("notify", () => {
  beforeEach(() => {
    create.mockClear();
    dismiss.mockClear();
  });

  it("creates the toast in a microtask, never inside the caller (React refuses flushSync in effects)", async () => {
    const id = notify.success("Commandes chargées", "12 commandes");
    expect(create).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ id, type: "success", title: "Commandes chargées", description: "12 commandes", duration: 5000 }),
    );
  });

  it("keeps errors until closed, and dismisses by id after the creation", async () => {
    const id = notify.error("Erreur de chargement");
    notify.dismiss(id);
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ id, duration: Infinity }));
    expect(dismiss).toHaveBeenCalledWith(id);
    expect(create.mock.invocationCallOrder[0]).toBeLessThan(dismiss.mock.invocationCallOrder[0] ?? 0);
    expect(notify.info("a")).not.toBe(notify.info("b"));
  });
});
