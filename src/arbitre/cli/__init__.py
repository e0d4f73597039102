"""Command line interface (typer + rich): renders results, parses input, maps errors."""
