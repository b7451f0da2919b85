/** A delivery time as the console writes it: « 2 à 4 jours », « 3 jours », « 0 à 1 jour ». */
export function formatDeliveryDelay(minDays: number, maxDays: number): string {
  const unit = maxDays >= 2 ? "jours" : "jour";
  return minDays === maxDays ? `${maxDays}\u00a0${unit}` : `${minDays} à ${maxDays}\u00a0${unit}`;
}
