import { useEffect } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { LIMITS } from "../../../shared/constants.ts";
import type { ContactMessage, ContactMessageInput } from "../../../shared/schemas/contact-form.ts";
import { CharCount } from "../../components/form/char-count.tsx";
import { Field } from "../../components/form/field.tsx";
import { Honeypot } from "../../components/form/honeypot.tsx";
import { Button } from "../../components/ui/button.tsx";
import { lazyResolver } from "../../lib/lazy-resolver.ts";
import { postJson } from "../../lib/post-json.ts";

const DEFAULTS: ContactMessageInput = {
  name: "",
  email: "",
  subject: "",
  message: "",
  nickname: "",
};

const validation = lazyResolver<ContactMessageInput, ContactMessage>(() =>
  import("./contact-validation.ts").then((module) => module.resolver),
);

export function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: validation.resolver,
    defaultValues: DEFAULTS,
    mode: "onTouched",
  });
  useEffect(() => {
    validation.preload();
  }, []);
  const { register, formState, setError } = form;
  const errors = formState.errors;
  const message = useWatch({ control: form.control, name: "message" }) ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await postJson("/api/contact-messages", values);
    if (result.ok) {
      toast.success("Message sent successfully!", {
        description: "Thank you! We usually reply within 24-48 hours.",
      });
      form.reset(DEFAULTS);
      return;
    }
    for (const [name, text] of Object.entries(result.fields)) {
      if (name in DEFAULTS) setError(name as Path<ContactMessageInput>, { message: text });
    }
    toast.error("Failed to send message", {
      description: "Please try again later or contact us directly.",
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label="Name" optional error={errors.name?.message}>
          {(a11y) => <input {...a11y} autoComplete="name" {...register("name")} />}
        </Field>
        <Field id="email" label="Email" optional error={errors.email?.message}>
          {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register("email")} />}
        </Field>
      </div>
      <Field id="subject" label="Subject" error={errors.subject?.message}>
        {(a11y) => <input {...a11y} {...register("subject")} />}
      </Field>
      <Field
        id="message"
        label="Message"
        error={errors.message?.message}
        hint={
          <span className="flex justify-between gap-4">
            <span>
              Between {LIMITS.contactMessageMin} and {LIMITS.contactMessageMax} characters.
            </span>
            <CharCount
              count={message.length}
              max={LIMITS.contactMessageMax}
              warnAt={LIMITS.contactMessageWarn}
            />
          </span>
        }
      >
        {(a11y) => <textarea {...a11y} rows={7} {...register("message")} />}
      </Field>
      <Honeypot registration={register("nickname")} />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto sm:px-8">
        {formState.isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
