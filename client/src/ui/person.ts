/**
 * How the console names a person (a customer, an administrator, an author): the full name if
 * known, else the e-mail, else what the screen says of someone unnamed (the sidebar: « Admin »).
 * A name of blanks is no name.
 */
export type Person = { fullName?: string | null; firstName?: string | null; lastName?: string | null; email?: string | null };

export function personName(person: Person | null | undefined, unnamed: string): string {
  const fullName =
    person?.fullName?.trim() ||
    [person?.firstName, person?.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ");
  return fullName || person?.email?.trim() || unnamed;
}
