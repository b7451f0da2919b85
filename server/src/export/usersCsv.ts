/**
 * GET /export/users.csv?search=&isAdmin=&isBlocked=&hasCredits=&orderBy= — the users list's
 * filter and sort (the GraphQL `users` query's names), through the list's own reader
 * (firestore/users/list.ts): what /users shows, every page of it. A search exports what the
 * list's search reaches — at most SEARCH_LIMIT_PER_KEY users per search key, the list's own
 * bound (docs/exports.md) — so the file always has the list's `totalCount` lines.
 */
import type { Request } from "express";
import type { UserFilter } from "../generated/graphql";
import type { UserRecord } from "../firestore/users";
import { isUserSort } from "../firestore/users/list";
import { csvLine } from "./csv";
import { param, today, type CsvExportBuilder } from "./csvExport";
import { parisDateTime } from "./ordersCsv";

export const USER_CSV_HEADER = csvLine([
  "Identifiant",
  "E-mail",
  "Prénom",
  "Nom",
  "Crédits",
  "Points de fidélité",
  "Administrateur",
  "Bloqué",
  "Inscrit le",
  "Dernière connexion",
]);

/** An ISO instant as the exports write dates: Paris time, « 27/11/2026 11:05 ». */
export const parisDate = (iso: string | null) => (iso ? parisDateTime.format(new Date(iso)) : "");

export const yesNo = (value: boolean) => (value ? "Oui" : "Non");

export function userCsvLine(user: UserRecord): string {
  return csvLine([
    user.uid,
    user.email,
    user.firstName,
    user.lastName,
    user.credits,
    user.loyaltyPoints,
    yesNo(user.isAdmin),
    yesNo(user.isBlocked),
    parisDate(user.createdAt),
    parisDate(user.lastLoginAt),
  ]);
}

/** A yes/no filter as the GraphQL filter takes it: `true`, `false`, or absent (not filtered). */
function booleanParam(req: Request, name: string): boolean | null {
  const value = param(req, name);
  if (value === null || value === "") return null;
  if (value === "true" || value === "false") return value === "true";
  throw new Error(`Filtre « ${name} » invalide : true ou false attendu.`);
}

export const usersExport: CsvExportBuilder = async (req, repos) => {
  const orderBy = param(req, "orderBy") || null;
  if (orderBy !== null && !isUserSort(orderBy)) throw new Error("Tri des utilisateurs inconnu.");
  const filter: UserFilter = {
    search: param(req, "search"),
    isAdmin: booleanParam(req, "isAdmin"),
    isBlocked: booleanParam(req, "isBlocked"),
    hasCredits: booleanParam(req, "hasCredits"),
  };
  return {
    filename: `utilisateurs-${today()}.csv`,
    header: USER_CSV_HEADER,
    batches: (async function* () {
      for await (const batch of repos.users.batchesMatching({ filter, orderBy })) yield batch.map(userCsvLine).join("");
    })(),
  };
};
