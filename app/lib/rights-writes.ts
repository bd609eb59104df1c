import { type BreachRequest, breachCreatedSchema, breachSchema } from "../../contract/breaches";
import { grievanceSchema } from "../../contract/grievances";
import { apiFetch } from "./api-client";

const id = encodeURIComponent;

/** The rights desk's writes (grievances, breaches): part of the admin's writes (decision 210). */
export const RIGHTS_WRITES = {
  answerGrievance: ({ reference, message }: { reference: string; message: string }) =>
    apiFetch(`/admin/grievances/${id(reference)}/answer`, { body: { message }, schema: grievanceSchema }),
  closeGrievance: ({ reference }: { reference: string }) =>
    apiFetch(`/admin/grievances/${id(reference)}/close`, { method: "POST", schema: grievanceSchema }),
  recordBreach: (body: BreachRequest) => apiFetch("/admin/breaches", { body, schema: breachCreatedSchema }),
  markBreachReported: ({ breachId }: { breachId: string }) =>
    apiFetch(`/admin/breaches/${id(breachId)}/reported`, { method: "POST", schema: breachSchema }),
  notifyBreach: ({ breachId }: { breachId: string }) =>
    apiFetch(`/admin/breaches/${id(breachId)}/notify`, { method: "POST", schema: breachSchema }),
};
