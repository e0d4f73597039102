"""The resolution engine: one pipeline, run live, with forced rolls, exactly, or by simulation."""
