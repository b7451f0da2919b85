import { Alert, List } from "@chakra-ui/react";

/** The spec's yellow alerts box: shown only when there is something to say. */
export function AlertsBox({ alerts }: { alerts: readonly string[] | undefined }) {
  if (!alerts?.length) return null;
  return (
    <Alert.Root status="warning" mb="6" data-testid="alerts" rounded="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Alertes</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {alerts.map((alert) => (
              <List.Item key={alert}>{alert}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
