import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { LIMITS } from "../../../../shared/constants.ts";
import {
  type SponsorCreateInput,
  sponsorCreateSchema,
} from "../../../../shared/schemas/sponsor.ts";
import { CharCount } from "../../../components/form/char-count.tsx";
import { Field } from "../../../components/form/field.tsx";
import { ApiError } from "../api.ts";
import { Dialog } from "../ui/dialog.tsx";
import { SubmitRow } from "../ui/form-parts.tsx";
import { type SponsorCreateValues, useCreateSponsor } from "./sponsor-mutations.ts";
import { OrganizationTypeOptions, TierOptions } from "./sponsor-options.tsx";

const DEFAULTS: SponsorCreateInput = {
  name: "",
  tier: "bronze",
  logo: "",
  website: "",
  description: "",
  organizationType: null,
  status: "active",
  isFeatured: false,
};

/** Add Sponsor (spec §2, §5): checked in the browser and again by the server, same schema. */
export function AddSponsorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Sponsor"
      description="The sponsor shows in the public directory while its status is active."
    >
      {open ? <AddSponsorForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function AddSponsorForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const create = useCreateSponsor();
  const form = useForm<SponsorCreateInput, unknown, SponsorCreateValues>({
    resolver: zodResolver(sponsorCreateSchema),
    defaultValues: DEFAULTS,
    mode: "onTouched",
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const description = useWatch({ control: form.control, name: "description" }) ?? "";

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in DEFAULTS) form.setError(name as Path<SponsorCreateInput>, { message });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} {...register("name")} type="text" autoComplete="organization" />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-tier`} label="Tier" error={errors.tier?.message}>
          {(control) => (
            <select {...control} {...register("tier")}>
              <TierOptions />
            </select>
          )}
        </Field>
        <Field id={`${id}-status`} label="Status" error={errors.status?.message}>
          {(control) => (
            <select {...control} {...register("status")}>
              <option value="active">Active</option>
              <option value="suspended">Suspended</option>
            </select>
          )}
        </Field>
      </div>
      <Field id={`${id}-logo`} label="Logo URL" optional error={errors.logo?.message}>
        {(control) => (
          <input
            {...control}
            {...register("logo")}
            type="url"
            inputMode="url"
            placeholder="https://example.com/logo.png"
          />
        )}
      </Field>
      <Field id={`${id}-website`} label="Website" optional error={errors.website?.message}>
        {(control) => (
          <input
            {...control}
            {...register("website")}
            type="url"
            inputMode="url"
            placeholder="https://example.com"
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label="Description"
        error={errors.description?.message}
        hint={
          <span className="flex justify-between gap-4">
            <span>At least {LIMITS.sponsorAddDescriptionMin} characters.</span>
            <CharCount count={description.length} max={LIMITS.sponsorDescriptionMax} />
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            {...register("description")}
            rows={3}
            maxLength={LIMITS.sponsorDescriptionMax}
          />
        )}
      </Field>
      <Field
        id={`${id}-type`}
        label="Organization type"
        optional
        error={errors.organizationType?.message}
      >
        {(control) => (
          <select
            {...control}
            {...register("organizationType", {
              setValueAs: (value: string | null) => (value ? value : null),
            })}
          >
            <OrganizationTypeOptions />
          </select>
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          {...register("isFeatured")}
          type="checkbox"
          className="size-5 rounded border-slate-400 accent-brand-600 dark:border-slate-500"
        />
        Featured sponsor
      </label>
      <SubmitRow onCancel={onDone} pending={create.isPending} pendingText="Adding...">
        Add Sponsor
      </SubmitRow>
    </form>
  );
}
