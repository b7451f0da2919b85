import { mailFailureText } from "./mailFailure";

describe("l'explication d'un envoi en échec", () => {
  it("dit que le serveur d'envoi est injoignable pour un refus de connexion ou un silence", () => {
    expect(mailFailureText("connect ECONNREFUSED 127.0.0.1:1025")).toMatch(/^Le serveur d’envoi est injoignable\./);
    expect(mailFailureText("Greeting never received")).toMatch(/^Le serveur d’envoi est injoignable\./);
  });

  it("dit que le destinataire a été refusé pour un 550", () => {
    expect(mailFailureText("Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable")).toMatch(/refusé l’adresse du destinataire/);
  });

  it("dit que l'identification a été refusée pour un 535", () => {
    expect(mailFailureText("Invalid login: 535 5.7.8 Authentication failed")).toMatch(/refusé l’identification/);
  });

  it("renvoie au détail technique quand la cause n'est pas connue", () => {
    expect(mailFailureText("Something odd")).toMatch(/transmettez le détail technique à un développeur/);
    expect(mailFailureText(null)).toMatch(/^L’envoi a échoué\./);
  });
});
