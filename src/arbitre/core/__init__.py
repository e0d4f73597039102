"""Core services shared by every layer: errors, the message catalogue, units."""
