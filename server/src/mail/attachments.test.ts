import { attachmentsOf } from "./delivery";

describe("pièces jointes d'un e-mail (message.attachments)", () => {
  it("garde le contenu en ligne : nom, contenu base64, type", () => {
    const data = { message: { attachments: [{ filename: "FA-2026-000001.pdf", content: "JVBERi0=", encoding: "base64", contentType: "application/pdf" }] } };
    expect(attachmentsOf(data)).toEqual([{ filename: "FA-2026-000001.pdf", content: "JVBERi0=", encoding: "base64", contentType: "application/pdf" }]);
  });

  it("ne suit jamais un chemin ni une adresse : ce qui n'a pas de contenu en ligne est écarté, les autres clés aussi", () => {
    const data = {
      message: {
        attachments: [
          { filename: "passwd", path: "/etc/passwd" },
          { filename: "meta", href: "http://169.254.169.254/computeMetadata/v1/" },
          { filename: "a.txt", content: "bonjour", path: "/etc/passwd", href: "http://exemple.fr" },
          "nimporte quoi",
          null,
        ],
      },
    };
    expect(attachmentsOf(data)).toEqual([{ filename: "a.txt", content: "bonjour" }]);
  });

  it("aucune pièce jointe quand le message n'en a pas", () => {
    expect(attachmentsOf({})).toEqual([]);
    expect(attachmentsOf({ message: { attachments: "x" } })).toEqual([]);
  });
});
