import { revisionDiff } from "./revisionDiff";

const labels = { title: "Titre", body: "Contenu", tags: "Étiquettes" };

describe("différences entre une révision et le texte en cours", () => {
  it("ne montre que les champs changés, mot à mot, dans l'ordre des libellés", () => {
    const diff = revisionDiff(
      [
        { name: "body", value: "Livraison en trois jours." },
        { name: "title", value: "CGV" },
      ],
      [
        { name: "title", value: "CGV" },
        { name: "body", value: "Livraison en deux jours." },
        { name: "status", value: "PUBLISHED" },
      ],
      labels,
    );
    expect(diff).toEqual([
      {
        name: "body",
        label: "Contenu",
        parts: [
          { kind: "same", text: "Livraison en " },
          { kind: "removed", text: "trois" },
          { kind: "added", text: "deux" },
          { kind: "same", text: " jours." },
        ],
      },
    ]);
  });

  it("traite un champ vide ou absent comme un texte vide", () => {
    const diff = revisionDiff([{ name: "tags", value: null }], [{ name: "tags", value: "Noël" }], labels);
    expect(diff).toEqual([{ name: "tags", label: "Étiquettes", parts: [{ kind: "added", text: "Noël" }] }]);
    expect(revisionDiff([{ name: "title", value: null }], [], labels)).toEqual([]);
  });
});
