import type { Column } from "../../ui/list";
import { colsValue, paramsFromQuery, visibleColumns } from "./viewQuery";

const column = (key: string, primary = false): Column<unknown> => ({ key, header: key, render: () => null, primary });
const columns = [column("id", true), column("customer"), column("date"), column("total")];

describe("viewQuery", () => {
  it("reads a view's query over the list's defaults, ignoring what the list does not know", () => {
    expect(paramsFromQuery({ status: "", q: "", sort: "createdAt:desc" }, "status=PAID&after=x")).toEqual({ status: "PAID", q: "", sort: "createdAt:desc" });
  });
  it("shows every column without cols, the identifying one always", () => {
    expect(visibleColumns(columns, "").map((c) => c.key)).toEqual(["id", "customer", "date", "total"]);
    expect(visibleColumns(columns, "total").map((c) => c.key)).toEqual(["id", "total"]);
    expect(visibleColumns(columns, "id").map((c) => c.key)).toEqual(["id"]);
  });
  it("writes cols only when a column is hidden, in the table's order", () => {
    expect(colsValue(columns, new Set(["customer", "date", "total"]))).toBe("");
    expect(colsValue(columns, new Set(["total", "customer"]))).toBe("customer,total");
    expect(colsValue(columns, new Set())).toBe("id");
  });
});
