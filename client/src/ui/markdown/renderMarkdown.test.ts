import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { renderMarkdown } from "./renderMarkdown";

const purify = createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);
const render = (markdown: string) => renderMarkdown(markdown, purify);

describe("rendu Markdown assaini (contenu non fiable)", () => {
  it("rend titres, emphase, listes, liens et tableaux", () => {
    expect(render("# Titre\n\n*mot* et **gras**\n\n- un\n- deux\n\n[CGV](/pages/cgv)")).toBe(
      '<h1>Titre</h1>\n<p><em>mot</em> et <strong>gras</strong></p>\n<ul>\n<li>un</li>\n<li>deux</li>\n</ul>\n<p><a href="/pages/cgv">CGV</a></p>\n',
    );
    expect(render("| a | b |\n|---|---|\n| 1 | 2 |")).toContain("<table>");
  });

  it("retire scripts, attributs d'événement, liens javascript:, iframes, formulaires et styles", () => {
    const html = render(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        "[clic](javascript:alert(3))",
        '<a href="JaVaScRiPt:alert(4)">lien</a>',
        '<iframe src="https://exemple.fr"></iframe>',
        '<form action="https://exemple.fr"><input name="carte"></form>',
        '<p style="position:fixed">x</p><style>body{display:none}</style>',
        "<svg><script>alert(5)</script></svg>",
        '<a href="data:text/html,<script>alert(6)</script>">data</a>',
      ].join("\n\n"),
    );
    for (const forbidden of ["<script", "onerror", "javascript:", "<iframe", "<form", "<input", "style", "alert(5)", "data:text"]) {
      expect(html.toLowerCase()).not.toContain(forbidden.toLowerCase());
    }
    expect(html).toContain('<img src="x">');
  });
});
