# syntax=docker/dockerfile:1
# The production image: the built site and the server, run as a non-root user.
#   docker build -t harvest-share --build-arg VITE_PUBLIC_URL=https://harvestshare.org .
#   docker run -p 8080:8080 -e PUBLIC_URL=https://harvestshare.org -e STRIPE_SECRET_KEY=sk_live_… harvest-share
# See docs/deploying.md for every variable. `--target rebuild` makes the image that can rebuild
# the site when staff publish in Sanity (docs/deploying.md, "Rebuilding when staff publish").

# --- build: install everything, build the site and bundle the server ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings of the pages (docs/configuration.md); an argument not given stays unset.
ARG VITE_PUBLIC_URL
ARG VITE_SANITY_PROJECT_ID
ARG VITE_SANITY_DATASET
ARG VITE_EMAILJS_SERVICE_ID
ARG VITE_EMAILJS_TEMPLATE_ID
ARG VITE_EMAILJS_SIGNUP_TEMPLATE_ID
ARG VITE_EMAILJS_CANCELLATION_TEMPLATE_ID
ARG VITE_EMAILJS_PUBLIC_KEY
ARG VITE_DONATION_FORM_URL
# The settings given are kept in .env.production, which the build reads (now and in a rebuild).
RUN for name in VITE_PUBLIC_URL VITE_SANITY_PROJECT_ID VITE_SANITY_DATASET \
      VITE_EMAILJS_SERVICE_ID VITE_EMAILJS_TEMPLATE_ID VITE_EMAILJS_SIGNUP_TEMPLATE_ID \
      VITE_EMAILJS_CANCELLATION_TEMPLATE_ID VITE_EMAILJS_PUBLIC_KEY VITE_DONATION_FORM_URL; do \
      value="$(printenv "$name" || true)"; \
      if [ -n "$value" ]; then echo "$name=$value" >> .env.production; fi; \
    done
RUN npm run build && npm run build:server

# --- rebuild: the runtime plus the sources and build tools, so a publish in Sanity rebuilds ---
FROM node:20-bookworm-slim AS rebuild
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DIST_DIR=/app/dist \
    BUILDS_DIR=/app/builds
WORKDIR /app
COPY --from=build /app ./
# Everything stays root's and read-only, except where rebuilds go and where Vite writes its
# bundled config while building.
RUN mkdir -p builds node_modules/.vite-temp node_modules/.vite \
 && chown node:node builds node_modules/.vite-temp node_modules/.vite
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/main.mjs"]

# --- production packages only, for the default image ---
FROM build AS production-packages
RUN npm prune --omit=dev

# --- runtime (the default target): Node and the production packages, no compilers, no sources ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DIST_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=production-packages /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# The image's files belong to root and are read-only to the server, which runs as "node".
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/main.mjs"]
