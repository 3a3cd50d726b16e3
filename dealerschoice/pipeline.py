"""load -> resolve -> analyse -> render -> write. Nothing else lives here."""
