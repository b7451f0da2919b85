/**
 * @jest-environment ./scripts/jest/jsdom-environment.cjs
 *
 * « Léa Petit vient d’enregistrer cette commande. » (docs/live.md « Someone else saved »): a write
 * of the record on screen, heard from the feed, makes the page ask who made it — around the time
 * of that write (`writtenAt`), since the feed may hear of it a minute late — and say so unless it
 * was the caller, or the write came before the page opened.
 */
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, render, screen } from "@testing-library/react";
import type { LiveChange } from "../liveFeed";
import { RecordChangedNotice } from "./RecordChangedNotice";

// The console's listener, replaced by the test's hand: what the notice subscribed, it is given.
let hear: (changes: LiveChange[]) => void = () => undefined;
jest.mock("../LiveProvider", () => ({
  useLiveChanges: (_kind: string, onChanges: (changes: LiveChange[]) => void) => {
    hear = onChanges;
  },
}));
// The page's presence hooks sit beside the notice; Firebase itself has no part in it.
jest.mock("../../../app/firebase", () => ({ auth: {} }));
// The API's answer to recordLastSave, set by each test.
const query = jest.fn();
jest.mock("@apollo/client/react", () => ({ useApolloClient: () => ({ query }) }));

const change = (recordId: string, writtenAt: string): LiveChange => ({ id: `e-${writtenAt}`, kind: "order", recordId, change: "updated", writtenAt });

function renderNotice() {
  render(
    <ChakraProvider value={defaultSystem}>
      <RecordChangedNotice kind="order" id="commande-1" onReload={() => undefined} />
    </ChakraProvider>,
  );
}

// The page opens at 10:00 by the browser's clock (Date.now, the test's to move).
const OPENED = Date.parse("2026-12-03T10:00:00.000Z");
let now = OPENED;
beforeEach(() => {
  query.mockReset();
  now = OPENED;
  jest.spyOn(Date, "now").mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

it("demande qui a fait l’écriture entendue, autour de son heure (la dernière du lot), et nomme l’auteur", async () => {
  query.mockResolvedValue({ data: { recordLastSave: { at: "2026-12-03T10:00:00.000Z", memberName: "Léa Petit", byMe: false } } });
  renderNotice();

  act(() => hear([change("autre-commande", "2026-12-03T09:59:00.000Z")]));
  expect(query).not.toHaveBeenCalled();

  await act(async () => hear([change("commande-1", "2026-12-03T10:00:00.500Z"), change("commande-1", "2026-12-03T10:00:01.000Z")]));
  expect(query).toHaveBeenCalledTimes(1);
  expect(query.mock.calls[0][0]).toMatchObject({
    variables: { kind: "ORDER", id: "commande-1", writtenAt: "2026-12-03T10:00:01.000Z" },
    fetchPolicy: "no-cache",
  });
  expect(await screen.findByText("Léa Petit vient d’enregistrer cette commande.")).toBeTruthy();
});

it("ne dit rien quand l’écriture était celle du membre lui-même, même entendue tard", async () => {
  query.mockResolvedValue({ data: { recordLastSave: { at: "2026-12-03T10:00:00.000Z", memberName: "Camille Martin", byMe: true } } });
  renderNotice();
  await act(async () => hear([change("commande-1", "2026-12-03T10:00:00.500Z")]));
  expect(query).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId("record-changed-notice")).toBeNull();
});

it("ne demande rien pour une écriture d’avant l’ouverture de la page, même entendue longtemps après", async () => {
  query.mockResolvedValue({ data: { recordLastSave: null } });
  renderNotice();
  // The storefront's write and its trigger's, heard a minute after the page opened: already on screen.
  now = Date.parse("2026-12-03T10:01:00.000Z");
  await act(async () => hear([change("commande-1", "2026-12-03T09:59:58.000Z"), change("commande-1", "2026-12-03T09:59:59.999Z")]));
  expect(query).not.toHaveBeenCalled();
  expect(screen.queryByTestId("record-changed-notice")).toBeNull();

  // A write after the opening that no member made is said, once the opening's moment has passed.
  await act(async () => hear([change("commande-1", "2026-12-03T10:00:30.000Z")]));
  expect(query).toHaveBeenCalledTimes(1);
  expect(await screen.findByText("Cette commande vient d’être modifiée.")).toBeTruthy();
});
