import { emailLoginErrorMessage, googleLoginErrorMessage, isMobileUserAgent, shouldFallBackToRedirect } from "./authErrors";

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => ({ code, message });

describe("emailLoginErrorMessage", () => {
  it.each([
    ["auth/user-not-found", "Utilisateur non trouvé"],
    ["auth/wrong-password", "Mot de passe incorrect"],
    ["auth/invalid-email", "Email invalide"],
    ["auth/user-disabled", "Compte désactivé"],
    ["auth/too-many-requests", "Trop de tentatives, réessayez plus tard"],
    ["auth/invalid-credential", "Email ou mot de passe incorrect"],
    ["auth/invalid-login-credentials", "Email ou mot de passe incorrect"],
  ])("traduit %s par « %s »", (code, expected) => {
    expect(emailLoginErrorMessage(firebaseError(code))).toBe(expected);
  });

  it("montre le message de l'erreur pour un code inconnu", () => {
    expect(emailLoginErrorMessage(firebaseError("auth/internal-error", "Boom"))).toBe("Boom");
  });

  it("ne montre jamais le message anglais de Firebase ; une panne du réseau dit quoi faire", () => {
    expect(emailLoginErrorMessage(firebaseError("auth/internal-error"))).toBe("Erreur de connexion inconnue");
    expect(emailLoginErrorMessage(firebaseError("auth/network-request-failed"))).toBe("Erreur réseau. Vérifiez votre connexion puis réessayez.");
  });

  it("se rabat sur « Erreur de connexion inconnue » sans message", () => {
    expect(emailLoginErrorMessage({ code: "auth/internal-error", message: "" })).toBe("Erreur de connexion inconnue");
    expect(emailLoginErrorMessage(undefined)).toBe("Erreur de connexion inconnue");
    expect(emailLoginErrorMessage("texte")).toBe("Erreur de connexion inconnue");
  });
});

describe("googleLoginErrorMessage", () => {
  it.each([
    ["auth/popup-closed-by-user", "Connexion annulée"],
    ["auth/popup-blocked", "Popup bloquée par le navigateur"],
    ["auth/cancelled-popup-request", "Demande de connexion en cours"],
    ["auth/network-request-failed", "Erreur réseau"],
    ["auth/unauthorized-domain", "Domaine non autorisé"],
  ])("traduit %s par « %s »", (code, expected) => {
    expect(googleLoginErrorMessage(firebaseError(code))).toBe(expected);
  });

  it("répond « Erreur de connexion » pour tout autre code, sans montrer le message brut", () => {
    expect(googleLoginErrorMessage(firebaseError("auth/internal-error", "Boom"))).toBe("Erreur de connexion");
    expect(googleLoginErrorMessage(new Error("Boom"))).toBe("Erreur de connexion");
  });
});

describe("shouldFallBackToRedirect", () => {
  it.each(["auth/popup-blocked", "auth/popup-closed-by-user", "auth/cancelled-popup-request", "auth/operation-not-allowed"])(
    "retente par redirection après %s",
    (code) => {
      expect(shouldFallBackToRedirect(firebaseError(code))).toBe(true);
    },
  );

  it("ne retente pas après une erreur réseau ou sans code", () => {
    expect(shouldFallBackToRedirect(firebaseError("auth/network-request-failed"))).toBe(false);
    expect(shouldFallBackToRedirect(new Error("x"))).toBe(false);
  });
});

describe("isMobileUserAgent", () => {
  it("reconnaît les téléphones et tablettes", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130 Mobile")).toBe(true);
  });

  it("laisse les navigateurs de bureau au popup", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36")).toBe(false);
  });
});
