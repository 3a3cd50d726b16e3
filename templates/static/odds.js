// "What wins where": column headings become buttons that re-sort the table. Without this
// script the table stays in its built order (strongest median winning hand first).
(function () {
  "use strict";
  var table = document.querySelector("[data-odds-table]");
  if (!table) return;
  var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
  var body = table.tBodies[0];

  function value(row, index, type) {
    var text = row.cells[index].getAttribute("data-sort") || row.cells[index].textContent;
    return type === "number" ? parseFloat(text) : text.toLowerCase();
  }

  function sortBy(index, ascending) {
    var type = heads[index].getAttribute("data-sort-type");
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = value(a, index, type), y = value(b, index, type);
      var order = x < y ? -1 : x > y ? 1 : 0;
      if (!order) order = value(a, 0, "number") - value(b, 0, "number");  // ties: built order
      return ascending ? order : -order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
    heads.forEach(function (th, i) {
      if (i === index) th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
      else th.removeAttribute("aria-sort");
    });
  }

  heads.forEach(function (th, index) {
    var button = document.createElement("button");
    button.type = "button";
    while (th.firstChild) button.appendChild(th.firstChild);
    th.appendChild(button);
    button.addEventListener("click", function () {
      var now = th.getAttribute("aria-sort");
      // numbers other than the rank read best first: the biggest share on top
      var first = th.getAttribute("data-sort-type") === "number" && index !== 0 && index !== 2 ? false : true;
      sortBy(index, now ? now !== "ascending" : first);
    });
  });
})();
