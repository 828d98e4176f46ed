# syntax=docker/dockerfile:1
# Showroom's production image (issue 40 item 6; docs/operations.md "Containers"): Node 24 LTS,
# the production build, production dependencies only, a non-root user, a health check.
# Build: docker build -t showroom .   Run: see compose.yaml.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    SHOWROOM_DATA_DIR=/data \
    NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The build, and what the commands beside the server read (npm run db:prepare, db:backup,
# db:restore, stock:import run through tsx from src/ and scripts/).
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/next.config.ts /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers 200 once the process has migrated and warmed its start pages (up to 90 s).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stop accepting, finish requests and deliveries in flight, exit (at most 9 s).
STOPSIGNAL SIGTERM
CMD ["node", ".next/showroom-server.mjs"]
