import { Quote, Star } from "lucide-react";
import { useMessages } from "../i18n";

/** One client's words (docs/product.md#routes-and-screens: three matches within 24 hours). */
export function TestimonialSection() {
  const testimonialMessages = useMessages().publicPages.home.testimonial;
  return (
    <section aria-labelledby="testimonial-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <h2 id="testimonial-title" className="sr-only">
        {testimonialMessages.label}
      </h2>
      <figure className="relative mx-auto max-w-4xl rounded-3xl bg-brand-50 px-6 py-10 text-center sm:px-12 sm:py-14">
        <Quote aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <div aria-hidden="true" className="mt-4 flex justify-center gap-1 text-amber-500">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-5 fill-current" />
          ))}
        </div>
        <blockquote className="mt-6 text-xl font-medium text-pretty text-slate-900 sm:text-2xl">
          <p>“{testimonialMessages.quote}”</p>
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-semibold text-slate-900">{testimonialMessages.name}</span>
          <span className="block text-slate-600">{testimonialMessages.role}</span>
        </figcaption>
      </figure>
    </section>
  );
}
