// "Print this card": the button stays hidden without JavaScript (the browser's own Print works too).
for (const button of document.querySelectorAll("[data-print]")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
