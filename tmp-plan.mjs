import SQLite from "better-sqlite3";
const db = new SQLite("" + (process.env.DBF ?? "/work/benchdb/sqlite/stashd.sqlite") + "", { readonly: true });
db.pragma("cache_size = -65536"); if (process.env.MMAP) db.pragma("mmap_size = " + process.env.MMAP);
const q = process.argv[2];
for (const r of db.prepare("explain query plan " + q).all()) console.log(r.id, r.parent, r.detail);
for (let i=0;i<2;i++){ const t = performance.now(); const rows = db.prepare(q).all(); console.log((performance.now()-t).toFixed(1), "ms", JSON.stringify(rows).slice(0,200)); }
