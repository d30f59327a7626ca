import { type ReactNode, useId, useRef, useState } from "react";
import { LIMITS } from "../../../../shared/constants.ts";
import { CharCount } from "../../../components/form/char-count.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../api.ts";
import type { AdminSponsor } from "../queries.ts";
import { Dialog, DialogActions } from "../ui/dialog.tsx";
import { type SaveState, SaveStatus } from "./autosave-status.tsx";
import { type SponsorChanges, UPDATE_FAILED, useUpdateSponsor } from "./sponsor-mutations.ts";
import { OrganizationTypeOptions, TierOptions } from "./sponsor-options.tsx";

// Edit Sponsor (spec §2, §5): no submit step. Text is saved when the field is left (or on
// Enter), a select as soon as it changes; each field shows its own saving, saved or error note.

type TextField = "name" | "description" | "website" | "logo";

export function EditSponsorDialog({
  sponsor,
  onClose,
}: {
  sponsor: AdminSponsor | null;
  onClose: () => void;
}) {
  // Escape closes without a blur; leave the focused field first so its change is saved.
  const close = () => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onClose();
  };
  return (
    <Dialog
      open={sponsor !== null}
      onClose={close}
      title="Edit Sponsor"
      description="Each change is saved as soon as you leave a field or pick an option."
    >
      {sponsor ? (
        <div className="space-y-5">
          <TextSetting sponsor={sponsor} field="name" label="Company name" />
          <TextSetting sponsor={sponsor} field="description" label="Description" />
          <TextSetting sponsor={sponsor} field="website" label="Website" />
          <TextSetting sponsor={sponsor} field="logo" label="Logo URL" />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectSetting sponsor={sponsor} field="tier" label="Tier">
              <TierOptions />
            </SelectSetting>
            <SelectSetting sponsor={sponsor} field="organizationType" label="Organization type">
              <OrganizationTypeOptions />
            </SelectSetting>
          </div>
          <DialogActions>
            <Button onClick={close}>Done</Button>
          </DialogActions>
        </div>
      ) : null}
    </Dialog>
  );
}

/** One field's PATCH and what to show under the field about it. */
function useFieldSave(sponsorId: number) {
  const update = useUpdateSponsor(sponsorId);
  const state: SaveState = update.isPending
    ? "saving"
    : update.isError
      ? "error"
      : update.isSuccess
        ? "saved"
        : "idle";
  const error = update.isError
    ? `${UPDATE_FAILED}: ${errorMessage(update.error, "Please try again.")}`
    : undefined;
  return { update, state, error };
}

function TextSetting({
  sponsor,
  field,
  label,
}: {
  sponsor: AdminSponsor;
  field: TextField;
  label: string;
}) {
  const id = useId();
  const initial = sponsor[field] ?? "";
  const [value, setValue] = useState(initial);
  const saved = useRef(initial);
  const { update, state, error } = useFieldSave(sponsor.id);
  const url = field === "website" || field === "logo";

  const save = () => {
    const next = value.trim();
    if (next === saved.current) return;
    const changes: SponsorChanges = { [field]: next };
    update.mutate(changes, {
      onSuccess: () => {
        saved.current = next;
      },
    });
  };
  const onChange = (next: string) => {
    setValue(next);
    if (!update.isPending) update.reset();
  };

  const hint: ReactNode =
    field === "description" ? (
      <span className="flex justify-between gap-4">
        <SaveStatus state={state} />
        <CharCount count={value.length} max={LIMITS.sponsorDescriptionMax} />
      </span>
    ) : (
      <SaveStatus state={state} />
    );

  return (
    <Field id={`${id}-${field}`} label={label} optional={url} error={error} hint={hint}>
      {(control) =>
        field === "description" ? (
          <textarea
            {...control}
            rows={4}
            maxLength={LIMITS.sponsorDescriptionMax}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={save}
          />
        ) : (
          <input
            {...control}
            type={url ? "url" : "text"}
            inputMode={url ? "url" : undefined}
            placeholder={url ? "https://example.com" : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === "Enter") save();
            }}
          />
        )
      }
    </Field>
  );
}

function SelectSetting({
  sponsor,
  field,
  label,
  children,
}: {
  sponsor: AdminSponsor;
  field: "tier" | "organizationType";
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const [value, setValue] = useState<string>(sponsor[field] ?? "");
  const { update, state, error } = useFieldSave(sponsor.id);

  const onChange = (next: string) => {
    setValue(next);
    const changes: SponsorChanges =
      field === "tier"
        ? { tier: next as AdminSponsor["tier"] }
        : { organizationType: (next || null) as AdminSponsor["organizationType"] };
    update.mutate(changes);
  };

  return (
    <Field
      id={`${id}-${field}`}
      label={label}
      optional={field === "organizationType"}
      error={error}
      hint={<SaveStatus state={state} />}
    >
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </Field>
  );
}
