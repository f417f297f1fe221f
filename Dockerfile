# syntax=docker/dockerfile:1
# Nova Health: one app instance. `docker compose up` (compose.yaml) runs two behind nginx with Redis.
#
# Stage 1 builds the client with every dependency; stage 2 installs production dependencies only;
# the final image holds the server's source (Node 24 runs TypeScript directly), those
# dependencies and the built client, owned by root and run as the unprivileged `node` user.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No dependency needs an install script; refusing them all is the safer default.
RUN npm install --no-fund --no-audit --ignore-scripts
COPY . .
RUN npx vite build

FROM node:24-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-fund --no-audit --ignore-scripts && npm cache clean --force

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY src/server ./src/server
COPY src/contract ./src/contract
COPY src/shared ./src/shared
COPY --from=build /app/dist/client ./dist/client
USER node
EXPOSE 3000
# Liveness: the process answers. (Readiness, /api/health/ready, is for the load balancer.)
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself: it stops accepting, lets running answers finish
# (SHUTDOWN_TIMEOUT_MS), then exits. Give `docker stop` a longer grace period than that.
STOPSIGNAL SIGTERM
# V8 flags: see src/server/server-node-flags.ts.
CMD ["node", "--max-semi-space-size=32", "--min-semi-space-size=16", "src/server/main.ts"]
