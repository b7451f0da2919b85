/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * Dialogs whose open state is in the URL, under React's StrictMode as `npm start` serves the
 * console (issue 25: inbox drawers and the send log's dialog closed by themselves 0.5–2 s after a
 * row click there, while the built console kept them open).
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from "react-router-dom";
import { system } from "../../app/theme";
// eslint-disable-next-line no-restricted-imports -- the inbox's drawer is the dialog this hook was fixed for (issue 25); a test, not the kit
import { InboxDrawer } from "../../features/inbox/InboxDrawer";
import { DataTable } from "../list";
import { FormDialog } from "./FormDialog";
import { TextField } from "./TextFields";
import { usePathDialog, useSearchValueDialog, type DialogRoute } from "./useDialogRoute";

// In a browser a frame is painted between the commit of the row click's navigation (a transition)
// and React's passive effects, so a dialog's focus trap (set up in requestAnimationFrame) is
// already active when StrictMode runs the effects again. jsdom paints no frames: run animation
// frames as microtasks, which keeps that order. Restored after each test.
let restoreFrames: () => void = () => undefined;
beforeEach(() => {
  const { requestAnimationFrame, cancelAnimationFrame } = window;
  const pending = new Set<number>();
  let next = 0;
  window.requestAnimationFrame = (callback) => {
    const id = ++next;
    pending.add(id);
    queueMicrotask(() => pending.delete(id) && callback(performance.now()));
    return id;
  };
  window.cancelAnimationFrame = (id) => void pending.delete(id);
  restoreFrames = () => Object.assign(window, { requestAnimationFrame, cancelAnimationFrame });
});
afterEach(() => restoreFrames());

type Row = { id: string; label: string };
const ROWS: Row[] = [
  { id: "m1", label: "Premier message" },
  { id: "m2", label: "Second message" },
];

/** A list whose rows open `dialog`, as the inbox screens are written. */
function List({ dialog, children }: { dialog: DialogRoute; children: ReactNode }) {
  return (
    <>
      <DataTable
        label="Messages"
        columns={[{ key: "label", header: "Message", render: (r: Row) => r.label }]}
        rows={ROWS}
        rowKey={(r) => r.id}
        loading={false}
        error={null}
        onRetry={() => undefined}
        rowLink={(r) => dialog.link(r.id)}
      />
      {children}
    </>
  );
}

/** A drawer whose record is there. */
const SHOWN = {
  item: {},
  loading: false,
  error: undefined,
  onRetry: () => undefined,
  loadFailed: "Impossible de charger le message",
  notFound: "Ce message n’existe pas.",
};

function InboxScreen() {
  const drawer = usePathDialog("/messages");
  return (
    <List dialog={drawer}>
      {drawer.value !== null && (
        <InboxDrawer key={drawer.value} title={`Message ${drawer.value}`} onClose={drawer.close} {...SHOWN}>
          <p>Bonjour</p>
        </InboxDrawer>
      )}
    </List>
  );
}

function NoteForm({ id, onClose }: { id: string; onClose: () => void }) {
  const form = useForm({ defaultValues: { note: "" } });
  return (
    <FormDialog form={form} title={`Note sur ${id}`} variant="drawer" onClose={onClose} onSave={async () => []}>
      <TextField name="note" label="Note" />
    </FormDialog>
  );
}

function FormScreen() {
  const dialog = useSearchValueDialog("note");
  return <List dialog={dialog}>{dialog.value !== null && <NoteForm key={dialog.value} id={dialog.value} onClose={dialog.close} />}</List>;
}

/** A dialog of its own query parameter, as the send log's mail (?mail=) and the media library's file (?file=). */
function ValueScreen() {
  const dialog = useSearchValueDialog("mail");
  return (
    <List dialog={dialog}>
      {dialog.value !== null && (
        <InboxDrawer key={dialog.value} title={`Envoi ${dialog.value}`} onClose={dialog.close} {...SHOWN}>
          <p>Bonjour</p>
        </InboxDrawer>
      )}
    </List>
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The screen at `path` under StrictMode, after a first page (/ailleurs) in the history. */
function renderStrict(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [
      { path: "/ailleurs", element: <p>Ailleurs</p> },
      ...routes.map((route) => ({
        ...route,
        element: (
          <>
            {route.element}
            <Where />
          </>
        ),
      })),
    ],
    { initialEntries: ["/ailleurs", path], initialIndex: 1 },
  );
  render(
    <StrictMode>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>,
  );
  return router;
}

/** A click on a row as a browser delivers it: focus on the row's link, then the click, outside act(). */
async function clickRow(label: string) {
  const row = screen.getByText(label).closest("a");
  if (!row) throw new Error(`no row « ${label} »`);
  // React then schedules its work as in a browser, not all at once inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    row.focus();
    row.click();
    await waitFor(() => expect(openDialog()).not.toBeNull());
    // The drawers closed within 0.5–2 s of the click: wait longer than that.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  }
}

const where = () => screen.getByTestId("where").textContent;

/** The title of the open dialog, or null. (jsdom lays nothing out, so the query includes what it cannot tell is visible.) */
function openDialog(): string | null {
  const dialog = screen.queryAllByRole("dialog", { hidden: true }).find((d) => d.getAttribute("data-state") === "open");
  return dialog ? (dialog.querySelector("[data-part=title]")?.textContent ?? "") : null;
}

describe("un dialogue ouvert depuis une ligne reste ouvert sous StrictMode", () => {
  it("le tiroir d’une boîte de réception (usePathDialog)", async () => {
    renderStrict(
      [{ path: "/messages" }, { path: "/messages/:id" }].map((r) => ({ ...r, element: <InboxScreen /> })),
      "/messages",
    );
    await clickRow("Premier message");
    expect(openDialog()).toBe("Message m1");
    expect(where()).toBe("/messages/m1");

    // « Fermer » goes back to the list, one history entry, not off the page.
    await act(async () => screen.getByRole("button", { name: "Fermer" }).click());
    await waitFor(() => expect(where()).toBe("/messages"));
    await waitFor(() => expect(openDialog()).toBeNull());
  }, 15_000);

  it("un dialogue de son propre paramètre (useSearchValueDialog)", async () => {
    renderStrict([{ path: "/emails", element: <ValueScreen /> }], "/emails?tab=journal");
    await clickRow("Second message");
    expect(openDialog()).toBe("Envoi m2");
    expect(where()).toBe("/emails?tab=journal&mail=m2");
  }, 15_000);

  it("un formulaire du kit (FormDialog, useSearchValueDialog)", async () => {
    renderStrict([{ path: "/notes", element: <FormScreen /> }], "/notes?page=2");
    await clickRow("Second message");
    expect(openDialog()).toBe("Note sur m2");
    expect(where()).toBe("/notes?page=2&note=m2");
  }, 15_000);
});

describe("fermer", () => {
  it("deux demandes de fermeture du même évènement ne reculent que d’une entrée", async () => {
    let dialog: DialogRoute | undefined;
    function Probe() {
      dialog = useSearchValueDialog("note");
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: "/ailleurs", element: <p>Ailleurs</p> },
        { path: "/notes", element: <Probe /> },
      ],
      { initialEntries: ["/ailleurs", "/notes"], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await act(async () => dialog?.open("m1"));
    expect(router.state.location.search).toBe("?note=m1");
    // Two dismiss listeners answering one Escape (or one click outside) both ask to close.
    await act(async () => {
      dialog?.close();
      dialog?.close();
    });
    expect(router.state.location.pathname + router.state.location.search).toBe("/notes");
    // A later close of a later opening still closes.
    await act(async () => dialog?.open("m2"));
    await act(async () => dialog?.close());
    expect(router.state.location.pathname + router.state.location.search).toBe("/notes");
  });
});
