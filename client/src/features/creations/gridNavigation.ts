/**
 * Where an arrow key moves the focus in a grid of `count` cards laid out in `columns` columns:
 * left/right step through the cards (wrapping rows), up/down move a row; the edges hold.
 * null for any other key.
 */
export function nextGridIndex(key: string, index: number, count: number, columns: number): number | null {
  const cols = Math.max(1, columns);
  let next: number;
  switch (key) {
    case "ArrowLeft":
      next = index - 1;
      break;
    case "ArrowRight":
      next = index + 1;
      break;
    case "ArrowUp":
      next = index - cols;
      break;
    case "ArrowDown":
      next = index + cols;
      break;
    case "Home":
      next = 0;
      break;
    case "End":
      next = count - 1;
      break;
    default:
      return null;
  }
  return next >= 0 && next < count ? next : index;
}

/** Number of columns of a laid-out grid: the children sharing the first child's top. */
export function columnsOf(grid: HTMLElement): number {
  const cards = Array.from(grid.children) as HTMLElement[];
  const top = cards[0]?.offsetTop;
  return Math.max(1, cards.filter((card) => card.offsetTop === top).length);
}
