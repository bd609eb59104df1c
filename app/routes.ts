import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every route of the product. Public routes (under the site layout) are pre-rendered to static HTML;
 * /admin/*, /onboarding and /me run client-side only (react-router.config.ts).
 */
export default [
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("pricing", "routes/site/pricing.tsx"),
    route("faq", "routes/site/faq.tsx"),
    route("company", "routes/site/company.tsx"),
    route("company/about", "routes/site/company-about.tsx"),
    route("company/values", "routes/site/company-values.tsx"),
    route("company/sustainability", "routes/site/company-sustainability.tsx"),
    route("services/wardrobe", "routes/site/service.tsx", { id: "service-wardrobe" }),
    route("services/fully-stashed", "routes/site/service.tsx", { id: "service-fully-stashed" }),
    route("services/replenishment", "routes/site/service.tsx", { id: "service-replenishment" }),
    route("forwhom/consultants", "routes/site/audience.tsx", { id: "audience-consultants" }),
    route("forwhom/nri", "routes/site/audience.tsx", { id: "audience-nri" }),
    route("forwhom/casual", "routes/site/audience.tsx", { id: "audience-casual" }),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("onboarding", "routes/onboarding.tsx"),
  route("me", "routes/me.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/actions", "routes/admin/actions.tsx"),
  route("admin/second-factor", "routes/admin/second-factor.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx", { id: "admin-index" }),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/waitlist", "routes/admin/waitlist.tsx"),
    route("admin/invites", "routes/admin/invites.tsx"),
    route("admin/invite-form", "routes/admin/invite-form.tsx"),
    route("admin/trending", "routes/admin/trending.tsx"),
    route("admin/hubs", "routes/admin/hubs.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/grievances", "routes/admin/grievances.tsx"),
    route("admin/retention", "routes/admin/retention.tsx"),
    route("admin/breaches", "routes/admin/breaches.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/integrations", "routes/admin/integrations.tsx"),
    route("admin/import", "routes/admin/import.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/security", "routes/admin/security.tsx"),
    // Last: an admin "not found" page for any other /admin path (the server answers those with 404).
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
