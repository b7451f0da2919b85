const create = jest.fn();
const dismiss = jest.fn();
const update = jest.fn();
const visible = new Set<string>();
jest.mock("@chakra-ui/react", () => ({
  createToaster: () => ({
    create: (...args: unknown[]) => create(...args),
    dismiss: (...args: unknown[]) => dismiss(...args),
    update: (...args: unknown[]) => update(...args),
    isVisible: (id: string) => visible.has(id),
  }),
}));

import { notificationStore } from "./notifications/notificationStore";
import { notify, toastRepeats } from "./notify";

describe("notify", () => {
  beforeEach(() => {
    create.mockClear();
    dismiss.mockClear();
    update.mockClear();
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

  it("counts a repeated toast on the one shown instead of stacking it, and shows it again once closed", async () => {
    const id = notify.error("Erreur de chargement", "Serveur injoignable.");
    await Promise.resolve();
    visible.add(id);
    const recorded = notificationStore.getSnapshot().length;
    for (let i = 0; i < 4; i++) expect(notify.error("Erreur de chargement", "Serveur injoignable.")).toBe(id);
    await Promise.resolve();
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenLastCalledWith(id, { meta: { count: 5 } });
    expect(toastRepeats(id)).toBe(5);
    expect(notificationStore.getSnapshot().length).toBe(recorded);
    expect(notify.error("Erreur de chargement", "Autre chose.")).not.toBe(id);

    const options = create.mock.calls[0]?.[0] as { onStatusChange: (details: { status: string }) => void };
    options.onStatusChange({ status: "dismissing" });
    expect(notify.error("Erreur de chargement", "Serveur injoignable.")).not.toBe(id);
  });
});
