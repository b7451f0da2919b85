/** « ? »: every keyboard shortcut of the console, in one dialog. */
import { CloseButton, Dialog, Heading, HStack, Kbd, Portal, Stack, Table } from "@chakra-ui/react";
import { paletteKeyLabel } from "./keyboardShortcuts";
import { consoleShortcuts } from "./shortcuts";

export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        {/* No fade-out: a backdrop still fading when the other panel opened stayed stuck over the page. */}
        <Dialog.Backdrop _closed={{ animationName: "none" }} />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Raccourcis clavier</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
            <Dialog.Body tabIndex={0}>
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
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
