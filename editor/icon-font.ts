// Sveltia registers its icon font (Material Symbols, about 740 KB) as its module loads, and
// draws one icon far off screen so that the font comes at once, on the sign-in screen, which
// shows no icon. On a phone's data that is most of the editor's first load, for nothing on
// screen: the font is held back until an icon shows on screen, or until the first tap or key
// (the sign-in, after which the editor draws its icons). Imported before Sveltia, so its fonts
// pass through here.
const iconFont = "Material Symbols Outlined";
const heldFaces: FontFace[] = [];
const addFace = document.fonts.add.bind(document.fonts);
let iconsWanted = false;
const releaseIconFont = () => {
  if (iconsWanted) return;
  iconsWanted = true;
  iconWatch.disconnect();
  for (const face of heldFaces.splice(0)) {
    addFace(face);
    void face.load().catch(() => undefined);
  }
};
document.fonts.add = (face: FontFace) => {
  if (iconsWanted || face.family.replaceAll('"', "") !== iconFont) return addFace(face);
  heldFaces.push(face);
  return document.fonts;
};
const showsOnScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
};
// Looked at once the frame is laid out: an icon is added before the styles that place it.
let lookPending = false;
const iconWatch = new MutationObserver(() => {
  if (lookPending) return;
  lookPending = true;
  requestAnimationFrame(() => {
    lookPending = false;
    if ([...document.querySelectorAll(".material-symbols-outlined")].some(showsOnScreen)) releaseIconFont();
  });
});
iconWatch.observe(document.documentElement, { childList: true, subtree: true });
for (const event of ["pointerdown", "keydown"] as const) {
  window.addEventListener(event, releaseIconFont, { once: true, capture: true });
}
