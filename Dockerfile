# syntax=docker/dockerfile:1.7
# The image of any one service: the gateway (auth, sessions, Socket.IO, /api proxy, the SPA) or a domain
# service. Build from the repository root (the build context is the whole monorepo), naming the service
# and its port (docker-compose.yml passes both):
#   docker build --build-arg SERVICE=scoring --build-arg PORT=3103 -t esg-platform/scoring .
# Stages: manifests -> deps (npm ci, all workspaces) -> build (swc, vite for the gateway, then the files
# this service needs) -> prod (production node_modules of this workspace only + those files) -> runtime.
# Node 24 LTS, the same version the tests run on (docs/adr/0130); nothing is compiled: the store uses
# Node's built-in node:sqlite and the remaining native addons ship prebuilt in their npm packages.

ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# --- package manifests only, so the npm ci layer is reused until a package.json or the lockfile changes
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /out \
 && find . -maxdepth 3 -name package.json -not -path './node_modules/*' -exec cp --parents {} /out/ \; \
 && cp package-lock.json /out/

# --- every workspace's dependencies, dev included (swc, vite, types)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# --- compile libs/*, services/*, apps/* to dist/ with swc (and the SPA for the gateway), then gather what
# the service's image holds into /image (scripts/image-files.mjs)
FROM deps AS build
ARG SERVICE
ARG PORT
COPY . .
RUN test -n "${SERVICE}" && test -f "services/${SERVICE}/package.json" && test -n "${PORT}" \
 || { echo "--build-arg SERVICE=<a folder of services/> and --build-arg PORT=<its port> are required" >&2; exit 1; }
RUN npm run build:server
RUN if [ "${SERVICE}" = gateway ]; then npm run build:web; fi
RUN node scripts/image-files.mjs "${SERVICE}" /image

# --- production dependencies of this workspace (and the libs it links), nothing else
FROM ${NODE_IMAGE} AS prod
ARG SERVICE
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace=services/${SERVICE} --no-audit --no-fund
COPY --from=build /image/ ./

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG PORT
ENV NODE_ENV=production \
    RUN_MODE=production \
    SERVICE=${SERVICE} \
    PORT=${PORT}
WORKDIR /app
# files stay owned by root: the process (uid 1000, the image's "node" user) can read but not change them
COPY --from=prod /app /app
USER 1000:1000
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# main.js requires services/<SERVICE>/dist/main.js (written by scripts/image-files.mjs)
CMD ["node", "main.js"]
