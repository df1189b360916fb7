# The site on one machine: Next.js's standalone server (NEXT_OUTPUT=standalone), every post-build
# result included. Build and run (README "Deployment"):
#   docker build --build-arg SITE_URL=https://www.example.co.ke -t kilele-site .
#   docker run -d -p 3000:3000 -v kilele-data:/app/.data -e SMTP_URL=... kilele-site
# Node.js 24, an LTS line, in every stage (the site also builds and runs on 26, the other one).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: the lockfile is made on one platform and lacks others' optional binaries.
RUN npm install --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Build-time settings: the canonical URL of every page and the browser's API hosts are in the HTML.
ARG SITE_URL=http://localhost:3000
ARG NEXT_PUBLIC_API_BASE_URL=
ARG NEXT_PUBLIC_CONTACT_API_URL=
ARG NEXT_PUBLIC_CHAT_URL=
ARG NEXT_PUBLIC_GOOGLE_MAPS_API_KEY=
ARG NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID=
ARG SPEED_STEPS=
ENV NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The standalone server, then the build's static files and public/ beside it: the post-build
# steps have already updated the standalone copy's pages, and the static files carry their
# results (compile hints, payloads), so this order serves exactly what the build checked.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# The embedded SQLite database and the .eml outbox: every lead is kept here, on a volume.
RUN mkdir -p .data && chown node:node .data
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
