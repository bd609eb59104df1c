import { describe, expect, it } from "vitest";
import { firstInviteSql, dimensionValueSql as runtimeDimensionValue } from "../../services/funnel/read-model.js";
import { SEARCHED_COLUMNS as runtimeSearched } from "../search-schema.js";
import { dimensionValueSql } from "./001-initial-schema/funnel.js";
import { INVITED_AT } from "./001-initial-schema/invited-entries.js";
import { SEARCHED_COLUMNS } from "./001-initial-schema/search.js";
import { COLUMNS as CATCH_UP_COLUMNS } from "./003-search-index-catches-up.js";

// A migration keeps its own copy of a rule the runtime also uses (self-contained.test.ts): an edit to the
// runtime must never rewrite what already ran. These copies must still say the same, or the triggers and
// the code would count, date or search differently.
describe("the rules the schema froze are the runtime's", () => {
  it("the funnel's dimension values", () => {
    for (const dialect of ["sqlite", "postgres"] as const) {
      for (const dimension of ["home_city", "utm_source", "preferred_city"] as const) {
        expect(dimensionValueSql(dialect, dimension, "r")).toEqual(runtimeDimensionValue(dialect, dimension, "r"));
      }
    }
  });

  it("the searched columns", () => {
    expect(SEARCHED_COLUMNS).toEqual(runtimeSearched);
    expect(CATCH_UP_COLUMNS).toBe(runtimeSearched.survey_responses.join(", "));
  });

  it("the date a person was first invited", () => {
    expect(INVITED_AT.value("survey_responses.email")).toBe(firstInviteSql("survey_responses.email"));
  });
});
