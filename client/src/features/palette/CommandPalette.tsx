/**
 * The Ctrl+K / ⌘K command palette (docs/palette.md): cmdk's keyboard model (↑ ↓ Début Fin
 * Entrée) inside a Chakra dialog (focus trap, Échap, backdrop). Screens and actions are matched
 * in the console as one types; records are searched through the lists' own filters once the text
 * has settled for 250 ms. Loaded on first use: the shell does not carry it.
 */
import { Box, chakra, Dialog, HStack, Icon, Kbd, Portal, Spinner, Text } from "@chakra-ui/react";
import { Command } from "cmdk";
import { useMemo, useRef, useState, type RefObject } from "react";
import type { IconType } from "react-icons";
import { LuCreditCard, LuFileText, LuHistory, LuImage, LuLayoutGrid, LuNewspaper, LuSearch, LuShoppingCart, LuUser, LuZap } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../../app/auth/AuthContext";
import { mayOpen, SHELL_ROUTES } from "../../app/routeTable";
import { matchesText, screenEntries, STATIC_ACTIONS, type PaletteEntry, type PaletteKind } from "./paletteEntries";
import { MIN_SEARCH_LENGTH, parsePaletteQuery } from "./paletteQuery";
import { readRecentItems, rememberRecentItem } from "./recentItems";
import { PALETTE_MARK, takeTypedAhead } from "./typedAhead";
import { useDebouncedValue } from "./useDebouncedValue";
import { usePaletteSearch } from "./usePaletteSearch";

const SEARCH_DELAY_MS = 250;

const KIND_ICONS: Record<PaletteKind, IconType> = {
  screen: LuLayoutGrid,
  user: LuUser,
  order: LuShoppingCart,
  creation: LuImage,
  post: LuNewspaper,
  page: LuFileText,
  action: LuZap,
};

const CommandRoot = chakra(Command);
const CommandInput = chakra(Command.Input);
const CommandList = chakra(Command.List);
const CommandItem = chakra(Command.Item);

type Group = { heading: string; entries: PaletteEntry[] };

export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // A choice is followed once the dialog has closed: its focus trap is gone by then, so the
  // destination (a page, the credits dialog, the status menu) can take the focus, which the
  // palette does not give back to what had it before.
  const [destination, setDestination] = useState<string | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      // Only a click outside closes it: a layer closing behind it (a menu, a dialog) gives the
      // focus back to its trigger after its animation, which must not close the palette just opened.
      onFocusOutside={(event) => event.preventDefault()}
      onExitComplete={() => {
        if (destination) navigate(destination);
        setDestination(null);
      }}
      restoreFocus={destination === null}
      placement="top"
      size="lg"
      lazyMount
      unmountOnExit
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        {/* No fade-out: a backdrop still fading when the other panel opened stayed stuck over the page. */}
        <Dialog.Backdrop _closed={{ animationName: "none" }} />
        <Dialog.Positioner>
          <Dialog.Content overflow="hidden" mt={{ base: "4", md: "16" }} mx="4" {...{ [PALETTE_MARK]: "" }}>
            <Dialog.Title srOnly>Palette de commandes</Dialog.Title>
            <PaletteBody
              inputRef={inputRef}
              onChoose={(entry) => {
                rememberRecentItem(entry);
                setDestination(entry.to);
                onClose();
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type BodyProps = { inputRef: RefObject<HTMLInputElement | null>; onChoose: (entry: PaletteEntry) => void };

function PaletteBody({ inputRef, onChoose }: BodyProps) {
  const [input, setInput] = useState("");
  const typed = parsePaletteQuery(input);
  const settled = parsePaletteQuery(useDebouncedValue(input, SEARCH_DELAY_MS));
  // Only what the member's role opens and may do (docs/roles.md « Console »).
  const { can, permissions } = useAuth();
  const results = usePaletteSearch(settled, can);
  const [recent] = useState(readRecentItems);
  const screens = useMemo(() => screenEntries(SHELL_ROUTES.filter((route) => mayOpen(route, permissions))), [permissions]);
  const staticActions = can("CONTENT") ? STATIC_ACTIONS : [];

  const groups: Group[] = typed.text
    ? [
        { heading: "Utilisateurs", entries: results.users },
        { heading: "Commandes", entries: results.orders },
        { heading: "Créations", entries: results.creations },
        { heading: "Articles", entries: results.posts },
        { heading: "Pages statiques", entries: results.pages },
        { heading: "Écrans", entries: screens.filter((e) => matchesText(e, typed.text)) },
        { heading: "Actions", entries: [...results.actions, ...staticActions.filter((e) => matchesText(e, typed.text))] },
      ]
    : [
        { heading: "Récents", entries: recent },
        { heading: "Écrans", entries: screens },
        { heading: "Actions", entries: staticActions },
      ];
  // The records shown belong to the settled text; while it settles they are the previous text's.
  const searching = results.loading || typed.text !== settled.text;

  return (
    <CommandRoot label="Rechercher un écran, un utilisateur, une commande…" shouldFilter={false} vimBindings={false} loop>
      <HStack px="4" gap="3" borderBottomWidth="1px">
        <Icon as={LuSearch} color="fg.muted" boxSize="5" aria-hidden />
        <CommandInput
          ref={inputRef}
          value={input}
          onValueChange={setInput}
          // The keys typed before the field had the focus (the chunk loading) come first.
          onFocus={() => {
            const ahead = takeTypedAhead();
            if (ahead) setInput((typed) => ahead + typed);
          }}
          maxLength={200}
          placeholder="Écran, utilisateur, e-mail, n° de commande, article…"
          flex="1"
          h="14"
          bg="transparent"
          outline="none"
          fontSize="md"
          _placeholder={{ color: "fg.subtle" }}
        />
        {searching && typed.text.length >= MIN_SEARCH_LENGTH && <Spinner size="sm" color="fg.muted" aria-hidden />}
      </HStack>
      {results.failed && (
        <Text px="4" py="2" fontSize="sm" color="fg.error" role="status">
          Une partie de la recherche a échoué. Réessayez dans un instant.
        </Text>
      )}
      <CommandList
        label="Résultats"
        maxH="min(26rem, 60vh)"
        overflowY="auto"
        p="2"
        css={{
          "& [cmdk-group-heading]": { px: "3", pt: "3", pb: "1", fontSize: "xs", fontWeight: "semibold", color: "fg.muted" },
        }}
      >
        {!searching && (
          <Command.Empty>
            <Text px="3" py="6" textAlign="center" color="fg.muted">
              Aucun résultat pour «&nbsp;{typed.text}&nbsp;»
            </Text>
          </Command.Empty>
        )}
        {groups.map(
          (group) =>
            group.entries.length > 0 && (
              <Command.Group key={group.heading} heading={group.heading}>
                {group.entries.map((entry) => (
                  <PaletteItem key={entry.key} entry={entry} recent={group.heading === "Récents"} onSelect={() => onChoose(entry)} />
                ))}
              </Command.Group>
            ),
        )}
      </CommandList>
      <HStack px="4" py="2" gap="4" borderTopWidth="1px" fontSize="xs" color="fg.muted" hideBelow="sm" aria-hidden>
        <span>
          <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> parcourir
        </span>
        <span>
          <Kbd size="sm">Entrée</Kbd> ouvrir
        </span>
        <span>
          <Kbd size="sm">Échap</Kbd> fermer
        </span>
      </HStack>
    </CommandRoot>
  );
}

function PaletteItem({ entry, recent, onSelect }: { entry: PaletteEntry; recent: boolean; onSelect: () => void }) {
  const icon = recent ? LuHistory : entry.key.startsWith("action:credits:") ? LuCreditCard : KIND_ICONS[entry.kind];
  return (
    <CommandItem
      // A recent item may also be listed among the screens: its own value keeps the two apart.
      value={recent ? `recent:${entry.key}` : entry.key}
      onSelect={onSelect}
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      rounded="l2"
      cursor="pointer"
      css={{ "&[data-selected=true]": { bg: "teal.subtle", color: "teal.fg" } }}
    >
      <Icon as={icon} boxSize="4" color="fg.muted" flexShrink={0} aria-hidden />
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {entry.label}
        </Text>
        {entry.hint && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {entry.hint}
          </Text>
        )}
      </Box>
    </CommandItem>
  );
}
