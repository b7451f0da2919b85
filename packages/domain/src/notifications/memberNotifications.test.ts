import {
  checkPreferences,
  DEFAULT_NOTIFICATION_PREFERENCES,
  delivery,
  NOTIFICATION_KINDS,
  preferencesFrom,
  preferencesMessages,
  type NotificationEvent,
} from "./memberNotifications";

const paid = (cents: number): NotificationEvent => ({
  kind: "ORDER_PAID",
  permission: "ORDERS_READ",
  key: "k",
  title: "t",
  message: "m",
  link: "/orders/a",
  cents,
});

describe("les préférences de notification", () => {
  it("par défaut : tout dans la console, rien par e-mail, les commandes à partir de 100 €", () => {
    expect(preferencesFrom(undefined)).toEqual({ inApp: [...NOTIFICATION_KINDS], mail: [], orderCentsAtLeast: 10_000 });
    expect(preferencesFrom({ inApp: "tout", mail: 3, orderCentsAtLeast: 1.5 })).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("lit ce qui est rangé, sans un e-mail pour ce qui n’est pas affiché ni une sorte inconnue", () => {
    expect(preferencesFrom({ inApp: ["FEEDBACK", "INCONNU"], mail: ["FEEDBACK", "ORDER_PAID"], orderCentsAtLeast: 0 })).toEqual({
      inApp: ["FEEDBACK"],
      mail: ["FEEDBACK"],
      orderCentsAtLeast: 0,
    });
  });

  it("refuse un montant hors bornes et un e-mail sans affichage, en français", () => {
    expect(checkPreferences({ inApp: [], mail: [], orderCentsAtLeast: -1 }).errors).toEqual([
      { field: "orderCentsAtLeast", message: preferencesMessages.amount },
    ]);
    expect(checkPreferences({ inApp: [], mail: [], orderCentsAtLeast: 1.5 }).errors).toHaveLength(1);
    expect(checkPreferences({ inApp: [], mail: ["FEEDBACK"], orderCentsAtLeast: 0 }).errors).toEqual([
      { field: "mail", message: preferencesMessages.mailNeedsInApp },
    ]);
    expect(checkPreferences({ inApp: ["FEEDBACK", "ORDER_PAID"], mail: ["FEEDBACK"], orderCentsAtLeast: 5000 })).toEqual({
      value: { inApp: ["ORDER_PAID", "FEEDBACK"], mail: ["FEEDBACK"], orderCentsAtLeast: 5000 },
      errors: [],
    });
  });

  it("une demande d’approbation n’est jamais envoyée une seconde fois par e-mail : son propre envoi la porte", () => {
    const value = checkPreferences({ inApp: ["APPROVAL_REQUESTED"], mail: ["APPROVAL_REQUESTED"], orderCentsAtLeast: 0 }).value;
    expect(value.mail).toEqual([]);
    const event: NotificationEvent = { kind: "APPROVAL_REQUESTED", permission: "REFUNDS", key: "k", title: "t", message: "m", link: "/approvals" };
    expect(delivery({ inApp: ["APPROVAL_REQUESTED"], mail: ["APPROVAL_REQUESTED"], orderCentsAtLeast: 0 }, event)).toEqual({ inApp: true, mail: false });
  });
});

describe("qui est prévenu", () => {
  it("une commande payée : au-dessus du montant du membre, par e-mail s’il l’a demandé", () => {
    const prefs = { inApp: ["ORDER_PAID" as const], mail: ["ORDER_PAID" as const], orderCentsAtLeast: 5000 };
    expect(delivery(prefs, paid(4999))).toEqual({ inApp: false, mail: false });
    expect(delivery(prefs, paid(5000))).toEqual({ inApp: true, mail: true });
    expect(delivery({ ...prefs, mail: [] }, paid(9000))).toEqual({ inApp: true, mail: false });
    expect(delivery({ ...prefs, inApp: [] }, paid(9000))).toEqual({ inApp: false, mail: false });
  });
});
