/** « ? »: every keyboard shortcut of the console, in one dialog. */
import { Heading, HStack, Kbd, Stack, Table } from "@chakra-ui/react";
import { DialogFrame } from "../../ui/dialog";
import { paletteKeyLabel } from "./keyboardShortcuts";
import { consoleShortcuts } from "./shortcuts";

export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    // Lazy, without the backdrop's fade-out: a backdrop still fading when the other panel opened stayed stuck over the page.
    <DialogFrame open={open} title="Raccourcis clavier" onClose={onClose} size="lg" scrollable lazy>
      <Stack gap="6">
        {consoleShortcuts(paletteKeyLabel()).map((section) => (
          <Stack key={section.title} gap="2">
            <Heading as="h3" size="sm">
              {section.title}
            </Heading>
            <Table.Root size="sm" aria-label={section.title}>
              <Table.Header srOnly>
                <Table.Row>
                  <Table.ColumnHeader>Touches</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {section.shortcuts.map((shortcut) => (
                  <Table.Row key={`${shortcut.keys.join("+")} ${shortcut.what}`}>
                    <Table.Cell width="40%">
                      <HStack gap="1" wrap="wrap">
                        {shortcut.keys.map((key) => (
                          <Kbd key={key} size="sm">
                            {key}
                          </Kbd>
                        ))}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{shortcut.what}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
        ))}
      </Stack>
    </DialogFrame>
  );
}
