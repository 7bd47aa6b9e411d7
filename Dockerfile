# The store as one container: `node build/server.js` on PORT (3000), data in the /data volume.
# docs/deploy.md explains one container on the embedded database and N containers on PostgreSQL.
#
#   docker build -t tienda .
#   docker run -d -p 3000:3000 -v tienda-data:/data tienda
#   docker run --rm -v tienda-data:/data -v "$PWD:/in" tienda npm run staff -- import /in/productos.csv
#
# Without Docker, tests/integration/production-image.integration.test.ts runs this final stage: a
# folder with exactly what it copies, its ENV, its CMD and its HEALTHCHECK.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The production build (build/server.js, build/staff.js and the React Router build), then only the runtime
# dependencies are kept.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# package.json marks the project root (migrations and the client build are found from it).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server/db/migrations ./server/db/migrations
# `npm run staff -- …` runs build/staff.js through it (tsx, a dev dependency, is not here).
COPY --from=build /app/scripts/run-staff.mjs ./scripts/run-staff.mjs
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# 200 when the store and its database answer, 503 when the database does not (docs/deploy.md).
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM closes the server, the e-mail sender and the database within 10 s: stop with -t 15.
STOPSIGNAL SIGTERM
CMD ["node", "build/server.js"]
