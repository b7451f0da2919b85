import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { isAccessRefusal, isPermissionRefusal } from "./apiErrors";
import { listLoadErrorMessage } from "./loadErrors";

const ROLE_REFUSAL = "Accès refusé - votre rôle ne permet pas\u00a0: Finances";
const roleRefusal = () =>
  new CombinedGraphQLErrors({
    errors: [{ message: ROLE_REFUSAL, extensions: { code: "FORBIDDEN", reason: "PERMISSION", missingPermissions: ["FINANCES"] } }],
  });
const revoked = () => new CombinedGraphQLErrors({ errors: [{ message: "Accès refusé - Droits administrateur requis", extensions: { code: "FORBIDDEN" } }] });

describe("le refus d'un rôle n'est pas un retrait des droits (docs/roles.md « Console »)", () => {
  it("un FORBIDDEN de raison PERMISSION est le refus d'un rôle : la session reste ouverte", () => {
    expect(isPermissionRefusal(roleRefusal())).toBe(true);
    expect(isAccessRefusal(roleRefusal())).toBe(false);
  });

  it("tout autre FORBIDDEN ferme la session, comme avant", () => {
    expect(isPermissionRefusal(revoked())).toBe(false);
    expect(isAccessRefusal(revoked())).toBe(true);
  });

  it("lit aussi la raison dans le corps d'une réponse HTTP 403", () => {
    const body = JSON.stringify({ errors: [{ message: ROLE_REFUSAL, extensions: { code: "FORBIDDEN", reason: "PERMISSION" } }] });
    const error = new ServerError("Response not successful", { response: new Response(body, { status: 403 }), bodyText: body });
    expect(isPermissionRefusal(error)).toBe(true);
    expect(isAccessRefusal(error)).toBe(false);
  });

  it("l'écran montre le refus du serveur, qui nomme ce qui manque", () => {
    expect(listLoadErrorMessage(roleRefusal(), "Impossible de charger les finances")).toBe(ROLE_REFUSAL);
  });
});
