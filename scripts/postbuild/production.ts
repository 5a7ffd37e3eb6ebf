// The build's first import: React and the content's reading see production as they load, as a
// built site runs. React draws the pages with its production build, and the content, read once,
// is kept for every page (app/content/load.server.ts).
process.env.NODE_ENV = "production";
