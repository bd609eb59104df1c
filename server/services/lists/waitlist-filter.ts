import { type ExpressionBuilder, sql } from "kysely";
import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Database, Dialect } from "../../db/schema.js";
import { OPEN_STATUSES } from "../invites/invite-view.js";
import { searchCondition } from "./search.js";

/**
 * An entry counts as invited while its person (by e-mail address) has an invite that is open (not past its
 * end) or was accepted: blocksNewInvite() of invite-state.ts, in SQL, through the invites e-mail indexes.
 */
export function invitedCondition(eb: ExpressionBuilder<Database, "surveyResponses">, now: string) {
  return eb.exists(
    eb
      .selectFrom("invites")
      .select(sql.lit(1).as("one"))
      .whereRef("invites.email", "=", "surveyResponses.email")
      .where((inner) =>
        inner.or([
          inner("invites.status", "=", "accepted"),
          inner.and([inner("invites.status", "in", OPEN_STATUSES), inner("invites.expiresAt", ">", now)]),
        ]),
      ),
  );
}

/** The filtered set, shared by the page, its total and any other view of the same filter (export). */
export function filteredWaitlist(db: Db, dialect: Dialect, filter: WaitlistFilter, now: string) {
  const { q, homeCity, invited } = filter;
  return db
    .selectFrom("surveyResponses")
    .$if(q !== undefined, (qb) => qb.where(searchCondition(dialect, "survey_responses", q ?? "")))
    .$if(homeCity !== undefined, (qb) => qb.where("surveyResponses.homeCity", "=", homeCity ?? ""))
    .$if(invited !== undefined, (qb) =>
      qb.where((eb) => (invited ? invitedCondition(eb, now) : eb.not(invitedCondition(eb, now)))),
    );
}
