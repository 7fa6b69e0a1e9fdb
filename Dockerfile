# The production image (docs/deploy.md): the same path as deploy/production-install.deploy.ts.
# syntax=docker/dockerfile:1

# 1. Build the app and the server with the dev dependencies.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
COPY server/package.json server/
RUN npm ci
COPY . .
RUN npm run build:app && npm run build:server

# 2. The server's runtime dependencies only (better-sqlite3 is native: compiled here when no prebuilt matches).
FROM node:20-bookworm-slim AS runtime-deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /srv
COPY package.json package-lock.json ./
COPY server/package.json server/
# npm puts a dependency under server/node_modules when another version of it sits at the root of the lockfile's tree
# (p-limit): both folders go into the image (the second made to exist when npm had nothing to put there).
RUN npm ci --omit=dev -w server && mkdir -p server/node_modules && npm cache clean --force

# 3. The image: compiled server, built app, runtime dependencies; an unprivileged user; data in a volume.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data APP_DIR=/srv/app SHUTDOWN_DELAY_MS=5000
WORKDIR /srv
COPY --from=runtime-deps /srv/node_modules node_modules
COPY --from=runtime-deps /srv/server/node_modules server/node_modules
COPY --from=build /src/server/package.json server/package.json
COPY --from=build /src/server/dist server/dist
COPY --from=build /src/dist-app app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
