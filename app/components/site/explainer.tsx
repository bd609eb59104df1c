import { useId } from "react";
import { EXPLAINER, EXPLAINER_STEP_S } from "~/content/home";
import { PauseIcon, PlayIcon } from "./icons";

const delay = (index: number) => ({ animationDelay: `${index * EXPLAINER_STEP_S}s` });

/**
 * The hero's picture when no film is configured: three steps from our own illustrations, animated in CSS
 * alone (app.css: explainer), so it needs no JavaScript and requests nothing off-site. A native checkbox
 * pauses it (WCAG 2.2.2); prefers-reduced-motion leaves the first step standing. Screen readers get the
 * three steps as one list; the animated copy is hidden from them.
 */
export function Explainer() {
  const pauseId = useId();
  return (
    <figure
      className="explainer relative aspect-video overflow-hidden rounded-card bg-sand shadow-soft"
      data-testid="explainer"
    >
      <figcaption className="sr-only">
        {EXPLAINER.label}:
        <ol>
          {EXPLAINER.steps.map((step) => (
            <li key={step.title}>
              {step.title}. {step.text}
            </li>
          ))}
        </ol>
      </figcaption>
      <ol aria-hidden="true">
        {EXPLAINER.steps.map((step, index) => (
          <li
            key={step.title}
            className="explainer-step absolute inset-x-0 top-0 bottom-10 flex items-center gap-4 px-5 sm:gap-6 sm:px-8"
            style={delay(index)}
            data-step={index + 1}
          >
            <img
              src={step.image}
              alt=""
              width={360}
              height={300}
              fetchPriority={index === 0 ? "high" : "low"}
              className="h-4/5 w-auto shrink-0"
            />
            <div>
              <p className="text-xs font-bold tracking-wider text-teal-dark uppercase">
                Step {index + 1} of {EXPLAINER.steps.length}
              </p>
              <p className="mt-1 font-display text-xl text-balance sm:text-3xl">{step.title}</p>
              <p className="mt-1 text-sm text-ink-muted sm:text-base">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="absolute inset-x-0 bottom-0 flex items-center gap-3 px-5 pb-4 sm:px-8">
        <div aria-hidden="true" className="flex flex-1 gap-2">
          {EXPLAINER.steps.map((step, index) => (
            <span key={step.title} className="h-1 flex-1 overflow-hidden rounded-full bg-ink/15">
              <span className="explainer-progress block h-full bg-teal-dark" style={delay(index)} />
            </span>
          ))}
        </div>
        <input id={pauseId} type="checkbox" className="explainer-pause peer sr-only motion-reduce:hidden" />
        <label
          htmlFor={pauseId}
          className="grid size-8 cursor-pointer place-items-center rounded-full bg-white text-ink shadow-soft peer-focus-visible:outline-3 peer-focus-visible:outline-teal motion-reduce:hidden [&_svg]:size-4"
        >
          <span className="sr-only">{EXPLAINER.pause}</span>
          <span className="explainer-running">
            <PauseIcon />
          </span>
          <span className="explainer-paused">
            <PlayIcon />
          </span>
        </label>
      </div>
    </figure>
  );
}
