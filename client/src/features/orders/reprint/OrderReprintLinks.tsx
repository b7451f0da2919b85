/**
 * The links between an order and its reprints (docs/reprints.md), under the order's title:
 * « Réimpression de la commande #XXXXXX » (and why) on a reprint, « Réimpressions : #AAAAAA,
 * #BBBBBB » on an order reprinted. Nothing for any other order.
 */
import { Link, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router-dom";
import { reprintReasonLabel } from "@atelier/domain/reprints/reasons";
import { OrderReprintsDocument } from "../../../gql/graphql";
import { orderPath } from "../../../app/paths";

const OrderLink = ({ order }: { order: { id: string; shortId: string } }) => (
  <Link asChild color="teal.fg" fontWeight="medium">
    <RouterLink to={orderPath(order.id)}>#{order.shortId}</RouterLink>
  </Link>
);

export function OrderReprintLinks({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderReprintsDocument, { variables: { id: orderId } });
  const order = data?.order;
  if (!order) return null;
  const reason = reprintReasonLabel(order.reprintReason);
  return (
    <>
      {order.reprintOf && (
        <Text fontSize="sm" data-testid="reprint-of">
          Réimpression de la commande <OrderLink order={order.reprintOf} />
          {reason && ` (${reason.toLowerCase()})`}
        </Text>
      )}
      {order.reprints.length > 0 && (
        <Text fontSize="sm" data-testid="order-reprints">
          Réimpressions{"\u00a0"}:{" "}
          {order.reprints.map((reprint, i) => (
            <Fragment key={reprint.id}>
              {i > 0 && ", "}
              <OrderLink order={reprint} />
            </Fragment>
          ))}
        </Text>
      )}
    </>
  );
}
