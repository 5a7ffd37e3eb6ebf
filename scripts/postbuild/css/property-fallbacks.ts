import type { AtRule, Plugin } from "postcss";

// Without @property (Chromium before 85, Safari before 16.4, Firefox before 128) a `border`
// class draws no border. Tailwind's own fallback is gated to some Safari and Firefox versions
// only. Once every element has each initial value, the @property rules say nothing more to
// the engines that read them (no page animates one of these values), so they are left out.
export function propertyFallbacks(): Plugin {
  return {
    postcssPlugin: "property-fallbacks",
    Once(root, { atRule, rule, decl }) {
      const declarations: Array<{ prop: string; value: string }> = [];
      let registered = false;
      // A page's rules read some of the registered values; the others need no fallback there.
      const read = new Set(root.toString().match(/(?<=var\()--[\w-]+/g));
      root.walkAtRules("property", (property: AtRule) => {
        let initial = "initial";
        let syntax = "";
        property.walkDecls((declaration) => {
          if (declaration.prop === "initial-value") initial = declaration.value;
          if (declaration.prop === "syntax") syntax = declaration.value;
        });
        // A registered <length> of 0 computes to 0px; unregistered, a bare 0 breaks calc().
        if (initial === "0" && syntax.includes("<length")) initial = "0px";
        const name = property.params.trim();
        if (read.has(name)) declarations.push({ prop: name, value: initial });
        property.remove();
        registered = true;
      });
      if (!registered) return;
      root.walkAtRules("layer", (layer) => {
        if (layer.params !== "properties") return;
        layer.walkAtRules("supports", (gated) => {
          gated.remove();
        });
      });
      // ::backdrop gets a rule of its own: engines that do not know it (Safari before 15.4)
      // would drop the whole selector list.
      if (!declarations.length) return;
      const fallbacks = atRule({ name: "layer", params: "properties" });
      for (const selector of ["*, ::before, ::after", "::backdrop"]) {
        fallbacks.append(rule({ selector, nodes: declarations.map((declaration) => decl(declaration)) }));
      }
      root.prepend(fallbacks);
    },
  };
}
propertyFallbacks.postcss = true;
