import SQLite from "better-sqlite3";
const db = new SQLite("/work/benchdb/mine/stashd.sqlite");
let t = performance.now();
db.exec("create index if not exists sr_cov on survey_responses(created_at, home_city, company, utm_source, preferred_cities)");
console.log("index", (performance.now()-t).toFixed(0));
db.exec("analyze");
