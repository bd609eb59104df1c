import { useState } from "react";
import { BRAND_NAME } from "../../../contract/brand";

const TOOL = "rounded-full border border-ink/20 px-4 py-1.5 text-sm font-medium hover:bg-sand";

/** Recovery codes, shown once: each on its own line, with Copy and Download so they reach a safe place. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<"copied" | "failed">();
  const text = `${BRAND_NAME} staff recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-sand px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => void copy()} className={TOOL}>
          Copy
        </button>
        <a href={download} download="stashd-recovery-codes.txt" className={TOOL}>
          Download
        </a>
        <span role="status" className="text-sm text-ink-muted">
          {copied === "copied" && "Copied."}
          {copied === "failed" && "This browser did not allow copying: select the codes or download them."}
        </span>
      </div>
    </div>
  );
}
