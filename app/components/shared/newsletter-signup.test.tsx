// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsletterSignup } from "./newsletter-signup.tsx";

const words = {
  heading: "Newsletter",
  text: "Once a month.",
  fieldLabel: "Email address",
  buttonLabel: "Subscribe",
  emailFieldName: "email",
  hiddenFields: [],
};

describe("NewsletterSignup", () => {
  it("without a provider, has a labelled field and a button but no form to submit", () => {
    const { container } = render(<NewsletterSignup {...words} providerUrl="" />);
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "button");
    expect(container.querySelector("form")).toBeNull();
  });

  it("with a provider, posts the form there with the field names and hidden fields it needs", () => {
    const { container } = render(
      <NewsletterSignup
        {...words}
        providerUrl="https://lists.example.org/subscribe"
        emailFieldName="EMAIL"
        hiddenFields={[{ name: "list", value: "abc123" }]}
      />,
    );
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("action", "https://lists.example.org/subscribe");
    expect(form).toHaveAttribute("method", "post");
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute("name", "EMAIL");
    expect(container.querySelector('input[type="hidden"][name="list"]')).toHaveAttribute("value", "abc123");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
  });
});
