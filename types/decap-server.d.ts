// The part of decap-server that editor/local-proxy.ts uses (the package ships JavaScript
// without type declarations): its file-system proxy, as Express middleware.
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";
  const middlewares: {
    registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
  };
  export default middlewares;
}
