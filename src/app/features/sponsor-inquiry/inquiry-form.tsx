import { type RefObject, useEffect, useImperativeHandle } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import {
  LIMITS,
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  type Tier,
} from "../../../shared/constants.ts";
import type {
  SponsorInquiry,
  SponsorInquiryInput,
} from "../../../shared/schemas/sponsor-inquiry-form.ts";
import { CharCount } from "../../components/form/char-count.tsx";
import { Field } from "../../components/form/field.tsx";
import { FormSection } from "../../components/form/form-section.tsx";
import { Honeypot } from "../../components/form/honeypot.tsx";
import { Button } from "../../components/ui/button.tsx";
import { lazyResolver } from "../../lib/lazy-resolver.ts";
import { postJson, sentence } from "../../lib/post-json.ts";

export interface InquiryFormHandle {
  chooseTier: (tier: Tier) => void;
}

const DEFAULTS: SponsorInquiryInput = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  website: "",
  logoUrl: "",
  description: "",
  organizationType: undefined,
  interestedTier: "bronze",
  budget: "",
  goals: "",
  additionalInfo: "",
  nickname: "",
};

const TIERS_LOW_TO_HIGH: Tier[] = ["bronze", "silver", "gold"];

const validation = lazyResolver<SponsorInquiryInput, SponsorInquiry>(() =>
  import("./inquiry-validation.ts").then((module) => module.resolver),
);

export function InquiryForm({
  onSuccess,
  handle,
}: {
  onSuccess: () => void;
  handle: RefObject<InquiryFormHandle | null>;
}) {
  const form = useForm<SponsorInquiryInput, unknown, SponsorInquiry>({
    resolver: validation.resolver,
    defaultValues: DEFAULTS,
    mode: "onTouched",
  });
  useEffect(() => {
    validation.preload();
  }, []);
  const { register, formState, setError, setValue, setFocus } = form;
  const errors = formState.errors;
  const description = useWatch({ control: form.control, name: "description" }) ?? "";

  useImperativeHandle(handle, () => ({
    chooseTier(tier) {
      setValue("interestedTier", tier);
      setFocus("interestedTier");
    },
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await postJson("/api/sponsor-inquiries", values);
    if (result.ok) {
      toast.success("Inquiry Submitted Successfully!", {
        description: "Thank you! We will contact you within 2-3 business days.",
      });
      onSuccess();
      return;
    }
    for (const [name, message] of Object.entries(result.fields)) {
      if (name in DEFAULTS) setError(name as Path<SponsorInquiryInput>, { message });
    }
    toast.error("Submission Failed", {
      description: sentence(
        result.error ?? "Failed to submit inquiry",
        "Please try again or contact us directly.",
      ),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-8">
      <FormSection
        title="Contact Information"
        note="Internal only: used to reply to you, never shown on the site."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="companyName" label="Company name" error={errors.companyName?.message}>
            {(a11y) => <input {...a11y} autoComplete="organization" {...register("companyName")} />}
          </Field>
          <Field id="contactName" label="Contact name" error={errors.contactName?.message}>
            {(a11y) => <input {...a11y} autoComplete="name" {...register("contactName")} />}
          </Field>
          <Field id="email" label="Email" error={errors.email?.message}>
            {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register("email")} />}
          </Field>
          <Field id="phone" label="Phone" optional error={errors.phone?.message}>
            {(a11y) => <input {...a11y} type="tel" autoComplete="tel" {...register("phone")} />}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title="Public Presentation Information"
        note="Shown on your sponsor card once your sponsorship is approved."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="website" label="Website" optional error={errors.website?.message}>
            {(a11y) => (
              <input
                {...a11y}
                type="url"
                inputMode="url"
                placeholder="https://example.com"
                {...register("website")}
              />
            )}
          </Field>
          <Field id="logoUrl" label="Logo URL" optional error={errors.logoUrl?.message}>
            {(a11y) => (
              <input
                {...a11y}
                type="url"
                inputMode="url"
                placeholder="https://example.com/logo.png"
                {...register("logoUrl")}
              />
            )}
          </Field>
        </div>
        <Field
          id="description"
          label="Description"
          error={errors.description?.message}
          hint={
            <span className="flex justify-between gap-4">
              <span>At least {LIMITS.inquiryDescriptionMin} characters about your company.</span>
              <CharCount count={description.length} max={LIMITS.sponsorDescriptionMax} />
            </span>
          }
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={4}
              maxLength={LIMITS.sponsorDescriptionMax}
              {...register("description")}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="organizationType"
            label="Organization type"
            optional
            error={errors.organizationType?.message}
          >
            {(a11y) => (
              <select
                {...a11y}
                {...register("organizationType", {
                  setValueAs: (value: string) => (value === "" ? undefined : value),
                })}
              >
                <option value="">Select a type</option>
                {ORGANIZATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ORGANIZATION_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="interestedTier" label="Interested tier" error={errors.interestedTier?.message}>
            {(a11y) => (
              <select {...a11y} {...register("interestedTier")}>
                {TIERS_LOW_TO_HIGH.map((tier) => (
                  <option key={tier} value={tier}>
                    {tier.charAt(0).toUpperCase() + tier.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Additional Information" note="Helps us prepare the right offer.">
        <Field id="budget" label="Budget" optional error={errors.budget?.message}>
          {(a11y) => (
            <input {...a11y} placeholder="For example: 500 EUR per year" {...register("budget")} />
          )}
        </Field>
        <Field id="goals" label="Goals" optional error={errors.goals?.message}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              placeholder="What would you like to achieve with this sponsorship?"
              {...register("goals")}
            />
          )}
        </Field>
        <Field
          id="additionalInfo"
          label="Additional information"
          optional
          error={errors.additionalInfo?.message}
        >
          {(a11y) => <textarea {...a11y} rows={3} {...register("additionalInfo")} />}
        </Field>
      </FormSection>

      <Honeypot registration={register("nickname")} />

      <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto sm:px-8">
        {formState.isSubmitting ? "Submitting..." : "Submit Inquiry"}
      </Button>
    </form>
  );
}
