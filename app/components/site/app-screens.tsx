import { APP_SCREENS, SCREENS_COPY } from "~/content/home";
import { Section } from "./section";

/** The app's screens, each in a CSS-drawn phone frame. */
export function AppScreens() {
  return (
    <Section {...SCREENS_COPY} tone="sand" centered>
      <ul className="mt-12 flex flex-col items-center gap-10 lg:flex-row lg:justify-center lg:gap-6">
        {APP_SCREENS.map((screen) => (
          <li key={screen.src} className="shrink-0">
            <figure>
              <div className="rounded-[2.5rem] bg-ink p-2.5 shadow-soft">
                <img
                  src={screen.src}
                  alt={screen.alt}
                  width={240}
                  height={480}
                  loading="lazy"
                  className="h-[480px] w-[240px] rounded-[2rem]"
                />
              </div>
              <figcaption className="mt-4 text-center text-sm font-semibold">{screen.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
