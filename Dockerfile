# syntax=docker/dockerfile:1
# The portal for production: `docker build -t icon-portal .` (see README, "Production with Docker").

# --- build: install every workspace, build the policy PDFs and the web app ---------------------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY web/package.json web/
COPY sdk/package.json sdk/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts contracts
COPY server server
COPY web web
COPY scripts scripts
RUN npm run build

# --- runtime: the built server (server/dist/main.js), the built web app, a non-root user --------------------------
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=web/dist \
    DEMO_DATA=false
# tini forwards SIGTERM to Node and reaps zombies; ca-certificates for SMTP/TLS and HTTPS to S3-compatible stores;
# LibreOffice (no GUI) converts Word, Excel and CSV documents to PDF for previews (OFFICE_PREVIEWS=false leaves it
# out: the portal then answers that office previews are unavailable).
ARG OFFICE_PREVIEWS=true
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini ca-certificates \
 && if [ "$OFFICE_PREVIEWS" = "true" ]; then \
      apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui; fi \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown node:node /data
WORKDIR /app
# The server's bundle holds most packages; those it imports on first use or that read their own files stay in
# node_modules. Its SQL migrations sit beside it in server/dist.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/contracts contracts
COPY --from=build /app/server server
COPY --from=build /app/web/package.json web/package.json
COPY --from=build /app/web/dist web/dist
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# As `npm run serve` starts it (package.json): V8's own young generation, as a larger one (32 MB per semi-space)
# stayed resident after the first export (decision 0067); no --enable-source-maps, as the entry maps stack traces of
# its bundle itself (decision 0064).
CMD ["node", "server/dist/main.js"]
