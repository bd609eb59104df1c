import { type FormEvent, useState } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";

/** A new password, given the current one: every other session of the account ends; this one stays. */
export function PasswordChange() {
  const write = useAdminWrite();
  const [done, setDone] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setDone(false);
    const result = await write.run("changePassword", {
      currentPassword: String(data.get("currentPassword") ?? ""),
      newPassword: String(data.get("newPassword") ?? ""),
    });
    if (result.ok) {
      form.reset();
      setDone(true);
    }
  }
  const fieldError = write.messageFor("currentPassword") ?? write.messageFor("newPassword");
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={write.messageFor("currentPassword")}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={12}
        error={write.messageFor("newPassword")}
      />
      {write.error && !fieldError && (
        <p role="alert" className="rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
          {write.error}
        </p>
      )}
      <p role="status" className="text-sm text-success">
        {done && "Password changed. Your other sessions have ended."}
      </p>
      <SubmitButton pending={write.pending} pendingLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
