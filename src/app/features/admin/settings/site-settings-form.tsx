import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  type SettingsFormInput,
  type SettingsFormOutput,
  settingsFormSchema,
} from "../../../../shared/schemas/settings.ts";
import { Field } from "../../../components/form/field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError, errorMessage } from "../api.ts";
import type { AdminSettings } from "../queries.ts";
import { PendingButton } from "../ui/form-parts.tsx";
import { useSaveSettings } from "./settings-api.ts";

type FieldName = keyof SettingsFormOutput;
const FIELD_NAMES: FieldName[] = ["siteName", "ownerName", "companyName", "donationUrl"];

function formValues(settings: AdminSettings): SettingsFormInput {
  return {
    siteName: settings.siteName,
    ownerName: settings.ownerName,
    companyName: settings.companyName ?? "",
    donationUrl: settings.donationUrl ?? "",
  };
}

/** Site name, owner, company and donation link; only the fields changed are sent. */
export function SiteSettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValues(settings),
  });
  const { errors, isDirty, dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const changes = Object.fromEntries(
      FIELD_NAMES.filter((name) => dirtyFields[name]).map((name) => [name, values[name]]),
    );
    save.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast.success("Settings saved", {
          description: "The public pages show the new details now.",
        });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const name of FIELD_NAMES) {
            const message = error.fields[name];
            if (message) form.setError(name, { message });
          }
        }
        toast.error("Save failed", {
          description: errorMessage(error, "The settings could not be saved. Please try again."),
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="settings-site-name"
          label="Site name"
          error={errors.siteName?.message}
          hint="In the header, page titles and share previews."
        >
          {(control) => (
            <input {...control} {...form.register("siteName")} type="text" autoComplete="off" />
          )}
        </Field>
        <Field
          id="settings-owner-name"
          label="Owner name"
          error={errors.ownerName?.message}
          hint="Named in the help centre and the privacy policy."
        >
          {(control) => (
            <input {...control} {...form.register("ownerName")} type="text" autoComplete="off" />
          )}
        </Field>
        <Field
          id="settings-company-name"
          label="Company name"
          optional
          error={errors.companyName?.message}
          hint="The owner's company, named in the help centre."
        >
          {(control) => (
            <input {...control} {...form.register("companyName")} type="text" autoComplete="off" />
          )}
        </Field>
        <Field
          id="settings-donation-url"
          label="Donation link"
          optional
          error={errors.donationUrl?.message}
          hint="Shown in the footer and the help centre. Leave empty to hide it."
        >
          {(control) => (
            <input
              {...control}
              {...form.register("donationUrl")}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <PendingButton
          type="submit"
          pending={save.isPending}
          pendingText="Saving..."
          disabled={!isDirty}
        >
          Save Settings
        </PendingButton>
        {isDirty && !save.isPending ? (
          <Button variant="ghost" onClick={() => form.reset()}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
