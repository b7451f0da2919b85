/** The catalogue list kit (docs/resource-kit.md): table, filters, reordering, row actions. */
export { ActiveSwitch } from "./ActiveSwitch";
export { filterCatalogue, type ActiveFilter, type CatalogueItem } from "./catalogueFilter";
export { ResourceList } from "./ResourceList";
export { byPosition, moveBy, moveId, withPositions } from "./reorder";
export { DragHandle, SortableRow, SortableRows } from "./SortableRows";
export { useCatalogueActions, type CatalogueActions, type CatalogueDocuments } from "./useCatalogueActions";
export { useCatalogueForm } from "./useCatalogueForm";
export { useCatalogueSave } from "./useCatalogueSave";
